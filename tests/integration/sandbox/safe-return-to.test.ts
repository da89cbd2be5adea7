// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { safeReturnTo, withTokenParam } from '../../../sandbox/login/safe-return-to';

describe('safeReturnTo keeps same-origin paths', () => {
  it.each([
    ['/', '/'],
    ['/savings', '/savings'],
    ['/savings/acc_1?tab=txns', '/savings/acc_1?tab=txns'],
    ['/news#top', '/news#top'],
    ['/a/../b', '/b'],
    ['/caf%C3%A9', '/caf%C3%A9'],
    ['/café', '/caf%C3%A9'],
    ['/q?x="><script>', '/q?x=%22%3E%3Cscript%3E'],
    ['/%252F%252Fevil.com', '/%252F%252Fevil.com'],
  ])('%j → %j', (input, expected) => {
    expect(safeReturnTo(input)).toBe(expected);
  });
});

describe('safeReturnTo refuses everything else', () => {
  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['protocol-relative', '//evil.com'],
    ['protocol-relative with path', '//evil.com/savings'],
    ['triple slash', '///evil.com'],
    ['slash backslash', '/\\evil.com'],
    ['backslash slash', '\\/evil.com'],
    ['double backslash', '\\\\evil.com'],
    ['backslash later', '/savings\\..\\..\\evil.com'],
    ['https URL', 'https://evil.com'],
    ['http URL', 'http://sandbox.invalid/savings'],
    ['javascript: URL', 'javascript:alert(1)'],
    ['JAVASCRIPT: URL', 'JaVaScRiPt:alert(1)'],
    ['data: URL', 'data:text/html,<script>alert(1)</script>'],
    ['encoded slashes, no leading slash', '%2F%2Fevil.com'],
    ['encoded slashes after slash', '/%2F%2Fevil.com'],
    ['encoded slash then slash', '/%2f/evil.com'],
    ['encoded backslash', '/%5Cevil.com'],
    ['encoded control character', '/savings%0d%0aSet-Cookie:x=1'],
    ['malformed percent-encoding', '/100%'],
    ['relative without slash', 'savings'],
    ['dot relative', './savings'],
    ['host-like', 'evil.com'],
    ['tab inside //', '/\t/evil.com'],
    ['newline inside //', '/\n/evil.com'],
    ['carriage return', '/\r/evil.com'],
    ['leading tab', '\t//evil.com'],
    ['leading space', ' /savings'],
    ['NUL', '/savings\u0000'],
    ['DEL', '/savings\u007f'],
    ['C1 control', '/savings\u0085'],
    ['line separator', '/savings\u2028'],
    ['normalises to //', '/.//evil.com'],
    ['dot-dot normalises to //', '/..//evil.com'],
    ['encoded dot normalises to //', '/%2e//evil.com'],
    ['too long', `/${'a'.repeat(3000)}`],
  ])('%s', (_name, input) => {
    expect(safeReturnTo(input)).toBe('/');
  });
});

describe('withTokenParam', () => {
  it.each([
    ['/', 'demo', '/?token=demo'],
    ['/savings?tab=txns', 'newbie', '/savings?tab=txns&token=newbie'],
    ['/news#top', 'other', '/news?token=other#top'],
    ['/x?token=stolen', 'demo', '/x?token=demo'],
  ])('%j + %j → %j', (path, token, expected) => {
    expect(withTokenParam(path, token)).toBe(expected);
  });
});

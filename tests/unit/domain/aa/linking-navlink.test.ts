import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import {
  buildLinkingNavlink,
  isAppRelativePath,
  type LinkingNavlinkParams,
} from '@/domain/aa/linking-navlink';

const empty: LinkingNavlinkParams = {
  fipId: null,
  source: null,
  consent_status: 'ACTIVE',
  basket_id: null,
  status_id: null,
  native_platform: null,
  flow_type: 'savings',
};

describe('buildLinkingNavlink', () => {
  it.each([
    ['/savings', empty, '/savings?consent_status=ACTIVE&flow_type=savings'],
    [
      '/equity',
      {
        ...empty,
        fipId: 'CDSLFIP',
        source: 'home',
        basket_id: 'b1',
        status_id: 's1',
        native_platform: 'ios',
        flow_type: 'equity',
      },
      '/equity?fipId=CDSLFIP&source=home&consent_status=ACTIVE&basket_id=b1&status_id=s1&native_platform=ios&flow_type=equity',
    ],
    ['/a?consent_handle=h', empty, '/a?consent_handle=h&consent_status=ACTIVE&flow_type=savings'],
    ['https://evil.example/x', empty, '/?consent_status=ACTIVE&flow_type=savings'],
    ['//evil.example', empty, '/?consent_status=ACTIVE&flow_type=savings'],
    ['/\\evil.example', empty, '/?consent_status=ACTIVE&flow_type=savings'],
    ['savings', empty, '/?consent_status=ACTIVE&flow_type=savings'],
    ['/savings#top', empty, '/savings?consent_status=ACTIVE&flow_type=savings#top'],
    ['/#', empty, '/?consent_status=ACTIVE&flow_type=savings#'],
    ['/a?', empty, '/a?consent_status=ACTIVE&flow_type=savings'],
    ['/a?x=1&', empty, '/a?x=1&consent_status=ACTIVE&flow_type=savings'],
    ['/savings', { ...empty, source: '' }, '/savings?consent_status=ACTIVE&flow_type=savings'],
    [
      '/savings',
      { ...empty, source: 'a&b=c' },
      '/savings?source=a%26b%3Dc&consent_status=ACTIVE&flow_type=savings',
    ],
  ] as [string, LinkingNavlinkParams, string][])('%s with %j → %s', (path, params, expected) => {
    expect(buildLinkingNavlink(path, params)).toBe(expected);
  });

  it('always answers an app-relative path whose parameters read back as given', () => {
    fc.assert(
      fc.property(fc.string(), fc.option(fc.string({ minLength: 1 }), { nil: null }), (path, source) => {
        const link = buildLinkingNavlink(path, { ...empty, source });
        expect(isAppRelativePath(link)).toBe(true);
        const read = new URL(link, 'https://kosh.test');
        expect(read.origin).toBe('https://kosh.test');
        expect(read.searchParams.get('source')).toBe(source);
      }),
    );
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { renderLoginPage } from '../../../sandbox/login/login-page';
import { allPersonas } from '../../../sandbox/personas';

// The routes only ever pass a safeReturnTo() result, which is already URL-encoded; this proves
// the page escapes on its own too, in case a later caller forgets.
describe('renderLoginPage', () => {
  it('escapes the return path it is given, whatever it holds', () => {
    const html = renderLoginPage(allPersonas(), `/x"><script>alert('1')</script>&`);
    expect(html).not.toContain('<script>');
    expect(html).toContain('value="/x&quot;&gt;&lt;script&gt;alert(&#39;1&#39;)&lt;/script&gt;&amp;"');
  });

  it('escapes persona text', () => {
    const [first] = allPersonas();
    if (first === undefined) throw new Error('no personas');
    const hostile = { ...first, description: '<b>bold</b>', user: { ...first.user, name: 'A & B' } };
    const html = renderLoginPage([hostile], '/');
    expect(html).toContain('&lt;b&gt;bold&lt;/b&gt;');
    expect(html).toContain('A &amp; B');
  });
});

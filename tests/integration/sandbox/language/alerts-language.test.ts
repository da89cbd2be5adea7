// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { alertsPageSchema } from '@/api/schemas/alerts';

import { startMiscSandbox, type MiscSandbox } from '../cards/misc-sandbox';
import { ENGLISH, expectVariesOnLanguage, HINDI, isHindi } from './speak';

const ROOT = '/ind-investment/api/v4/alerts';
let sb: MiscSandbox;

beforeAll(async () => {
  sb = await startMiscSandbox();
});
afterAll(async () => {
  await sb.close();
});

function alerts(token: string, tab: string, headers: Record<string, string> = {}) {
  return sb.app.inject({
    url: `${ROOT}?tab=${tab}&limit=50`,
    headers: { authorization: `Bearer ${token}`, ...headers },
  });
}

describe('alerts follow Accept-Language', () => {
  for (const token of ['demo', 'other']) {
    for (const tab of ['important', 'others']) {
      it(`${token} ${tab}: Hindi for hi-IN, the same English without a header or with en-IN`, async () => {
        const plain = await alerts(token, tab);
        const english = await alerts(token, tab, ENGLISH);
        const hindi = await alerts(token, tab, HINDI);
        expect(english.body).toBe(plain.body);
        expectVariesOnLanguage(hindi);
        expectVariesOnLanguage(plain);
        const en = alertsPageSchema.parse(plain.json()).items;
        const hi = alertsPageSchema.parse(hindi.json()).items;
        expect(hi.map((a) => a.alert_id)).toEqual(en.map((a) => a.alert_id));
        expect(en.length).toBeGreaterThan(0);
        for (const alert of hi) {
          expect(isHindi(alert.title), alert.title).toBe(true);
          expect(isHindi(alert.body), alert.body).toBe(true);
        }
        for (const alert of en) expect(alert.title).toMatch(/^[\x20-\x7e₹•]+$/);
      });
    }
  }

  it('keeps the English words of the seeded alerts', async () => {
    const en = alertsPageSchema.parse((await alerts('demo', 'important')).json()).items;
    const consent = en.find((a) => a.kind === 'CONSENT_EXPIRY');
    expect(consent).toMatchObject({
      title: 'Your bank-data consent expires in 14 days',
      body: 'Renew it to keep HDFC, ICICI and SBI transactions up to date.',
    });
    const hi = alertsPageSchema.parse((await alerts('demo', 'important', HINDI)).json()).items;
    expect(hi.find((a) => a.kind === 'CONSENT_EXPIRY')?.title).toBe(
      'बैंक डेटा के लिए आपकी सहमति 14 दिन में खत्म हो जाएगी',
    );
  });

  it('never fails on a malformed Accept-Language', async () => {
    for (const header of ['hi;q=9', ';;,', '*', 'x'.repeat(5000), 'hi;q=', '\t']) {
      const answer = await alerts('demo', 'important', { 'accept-language': header });
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toBe((await alerts('demo', 'important')).body);
    }
  });
});

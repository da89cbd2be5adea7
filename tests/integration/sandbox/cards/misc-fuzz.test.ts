// @vitest-environment node
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startMiscSandbox, type MiscSandbox } from './misc-sandbox';

let sb: MiscSandbox;

beforeAll(async () => {
  sb = await startMiscSandbox();
});
afterAll(async () => {
  await sb.close();
});

const GETS = [
  '/cc-service/cards',
  '/cc-service/cards/card-demo-hdfc-regalia/statements',
  '/cc-service/cards/card-demo-hdfc-regalia/transactions',
  '/cc-service/cards/analytics',
  '/cc-service/cards/bill-payment',
  '/stories-service/story/news/live-stocks',
  '/ind-investment/api/v4/insta-cash/summary',
  '/ind-investment/api/v4/insta-cash/withdrawals',
  '/ind-investment/api/v4/insta-cash/emi-schedule',
  '/ind-investment/api/v4/insta-cash/transactions',
  '/ind-investment/api/v4/insta-cash/offer',
  '/ind-investment/api/v4/alerts',
  '/v1/user/profile/edit',
  '/api/v1/screen/user/',
  '/api/v1/screen/activeScreen/',
];
const POSTS = [
  '/cc-service/unlock-statement',
  '/ind-investment/api/v4/insta-cash/withdrawals',
  '/ind-investment/api/v4/alerts/read',
  '/v1/user/profile/edit',
  '/v1/user/otp/EditMobileEmailOtp',
  '/v1/user/otp/EditMobileEmailOtp/verify',
];
const KEYS = ['filter', 'cursor', 'limit', 'statement_id', 'months', 'tab', 'withdrawal_id', 'amount_paise'];

describe('bad input on the card, news, insta-cash, alert, profile and screen routes', () => {
  it('never gets a 5xx from random query strings', async () => {
    const query = fc.array(fc.tuple(fc.constantFrom(...KEYS), fc.string({ maxLength: 40 })), {
      maxLength: 4,
    });
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...GETS),
        query,
        fc.constantFrom('demo', 'newbie', 'other'),
        async (path, q, token) => {
          const search = new URLSearchParams(q).toString();
          const res = await sb.get(`${path}?${search}`, token);
          expect(res.statusCode).toBeLessThan(500);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('never gets a 5xx from random JSON bodies', async () => {
    const value = fc.oneof(
      fc.jsonValue(),
      fc.record(
        {
          statement_id: fc.oneof(fc.string(), fc.integer()),
          password: fc.oneof(fc.string(), fc.constant(null)),
          amount_paise: fc.oneof(fc.integer(), fc.double(), fc.string()),
          tenure_months: fc.oneof(fc.constantFrom(3, 6, 9, 12), fc.integer()),
          ids: fc.array(fc.oneof(fc.string(), fc.integer()), { maxLength: 5 }),
          name: fc.string(),
          email: fc.string(),
          type: fc.constantFrom('mobile', 'email', 'x'),
          value: fc.oneof(fc.string(), fc.constant('9876501234')),
          otp: fc.oneof(fc.string(), fc.constant('123456')),
        },
        { requiredKeys: [] },
      ),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...POSTS),
        value,
        fc.constantFrom('demo', 'newbie', 'other'),
        async (path, body, token) => {
          const res = await sb.post(path, JSON.stringify(body), token, { 'idempotency-key': 'fuzz' });
          expect(res.statusCode).toBeLessThan(500);
        },
      ),
      { numRuns: 200 },
    );
  });
});

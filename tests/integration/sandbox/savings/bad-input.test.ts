// @vitest-environment node
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { savingsL1ScreenSchema } from '@/api/schemas/aggregator-savings';
import { apiErrorBodySchema } from '@/api/schemas/errors';

import { ROOT, startHarness, type Harness } from './harness';

const PROPERTY_TIMEOUT_MS = 30_000;

let h: Harness;
let account: string;

beforeAll(async () => {
  h = await startHarness();
  const screen = savingsL1ScreenSchema.parse((await h.get('demo', '/l1-screen-v2')).json());
  account = screen.accounts[0]?.account_id ?? '';
});
afterAll(async () => {
  await h.close();
});

const GETS = [
  '/l1-screen-v2',
  '/account-summary',
  '/get-account-details-page',
  '/l2-screen/masthead',
  '/money-flow',
  '/money-flow-l2',
  '/individual-category',
  '/fixed-income-expenses',
  '/get-account-statement',
];
const POSTS = ['/l1-analytics-transactions', '/all-transactions', '/transaction-detail-v2'];

function expect400(res: Awaited<ReturnType<Harness['get']>>, field: string): void {
  expect(res.statusCode).toBe(400);
  const body = apiErrorBodySchema.parse(res.json());
  expect(body.error.code).toBe('BAD_REQUEST');
  expect(body.error.message).toContain(field);
}

describe('authentication', () => {
  it.each([...GETS.map((p) => ['GET', p]), ...POSTS.map((p) => ['POST', p])])(
    '%s %s needs a token',
    async (method, path) => {
      const res = method === 'GET' ? await h.get(null, path) : await h.post(null, path, {});
      expect(res.statusCode).toBe(401);
      const wrong = method === 'GET' ? await h.get('nobody', path) : await h.post('nobody', path, {});
      expect(wrong.statusCode).toBe(401);
    },
  );
});

describe('bad queries get 400 naming the field', () => {
  it.each([
    ['/l2-screen/masthead?month_key=2025-13', 'month_key'],
    ['/l2-screen/masthead?month_key=2025-1', 'month_key'],
    ['/l2-screen/masthead?month_key=2025-01&month_key=2025-02', 'month_key'],
    ['/money-flow-l2', 'month_key'],
    ['/money-flow-l2?month_key=May-2025', 'month_key'],
    ['/money-flow-l2?month_key=9999-12', 'month_key'],
    ['/individual-category', 'category'],
    ['/individual-category?category=Bitcoin', 'category'],
    ['/individual-category?category=Groceries&month_key=2025', 'month_key'],
    ['/money-flow?months=0', 'months'],
    ['/money-flow?months=19', 'months'],
    ['/money-flow?months=abc', 'months'],
    ['/money-flow?months=1.5', 'months'],
    ['/account-summary?months=-1', 'months'],
    ['/get-account-details-page', 'account_id'],
    ['/get-account-details-page?account_id=', 'account_id'],
    ['/get-account-statement', 'account_id'],
  ])('%s', async (path, field) => {
    expect400(await h.get('demo', path), field);
  });

  it.each([
    ['from=2025-05-01&to=2025-04-01', 'from'],
    ['from=2024-01-01&to=2025-06-01', 'from'],
    ['from=2025-02-30&to=2025-03-01', 'from'],
    ['from=2025-02-01&to=tomorrow', 'to'],
  ])('statement with %s', async (range, field) => {
    expect400(await h.get('demo', `/get-account-statement?account_id=${account}&${range}`), field);
  });

  it('accepts a statement of exactly twelve months', async () => {
    const res = await h.get(
      'demo',
      `/get-account-statement?account_id=${account}&from=2024-06-15&to=2025-06-15`,
    );
    expect(res.statusCode).toBe(200);
  });
});

describe('bad bodies get 400 naming the field', () => {
  it.each([
    ['/l1-analytics-transactions', {}, 'grouping'],
    ['/l1-analytics-transactions', { grouping: 'weekly' }, 'grouping'],
    ['/l1-analytics-transactions', { grouping: 'month', month_key: '2025-00' }, 'month_key'],
    ['/l1-analytics-transactions', { grouping: 'month', 'selected-pill': 'charts' }, 'selected-pill'],
    ['/l1-analytics-transactions', { grouping: 'month', month_key: '9999-12' }, 'month_key'],
    ['/all-transactions', { limit: 0 }, 'limit'],
    ['/all-transactions', { limit: 201 }, 'limit'],
    ['/all-transactions', { limit: 2.5 }, 'limit'],
    ['/all-transactions', { limit: '50' }, 'limit'],
    ['/all-transactions', { from: '2025-05-02', to: '2025-05-01' }, 'from'],
    ['/all-transactions', { from: '01-05-2025' }, 'from'],
    ['/all-transactions', { cursor: 'not-a-cursor' }, 'cursor'],
    ['/all-transactions', { cursor: Buffer.from('[1,2]').toString('base64url') }, 'cursor'],
    ['/all-transactions', { payment_mode: 'BITCOIN' }, 'payment_mode'],
    ['/all-transactions', { type: 'REFUND' }, 'type'],
    ['/all-transactions', { account_ids: [] }, 'account_ids'],
    ['/all-transactions', { account_ids: 'acc' }, 'account_ids'],
    ['/all-transactions', { search: '' }, 'search'],
    ['/all-transactions', [], 'body'],
    ['/all-transactions', 'text', 'body'],
    ['/transaction-detail-v2', {}, 'transaction_id'],
    ['/transaction-detail-v2', { transaction_id: 42 }, 'transaction_id'],
    ['/transaction-detail-v2', null, 'body'],
  ])('POST %s %j', async (path, body, field) => {
    expect400(await h.post('demo', path, body), field);
  });
});

describe('fuzzing', () => {
  const text = fc.oneof(
    fc.string({ maxLength: 30 }),
    fc.constantFrom(
      '2025-05',
      '2025-13',
      '0000-01',
      '9999-12',
      '2025-05-01',
      '0001-01-01',
      '-1',
      '1e309',
      '%',
      '__proto__',
    ),
  );

  // 150 requests through the gateway: well under a second on an idle machine, but over vitest's
  // default 5 s when a build or the e2e suite shares the two cores (a full `npm test` run).
  it(
    'never answers 5xx to any query string',
    async () => {
      const keys = fc.constantFrom(
        'account_id',
        'month_key',
        'months',
        'category',
        'from',
        'to',
        'x',
        '__proto__',
      );
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...GETS),
          fc.array(fc.tuple(keys, text), { maxLength: 4 }),
          async (path, pairs) => {
            const query = new URLSearchParams(
              pairs.map(([k, v]) => [k, k === 'account_id' && v === '' ? account : v]),
            );
            const res = await h.app.inject({
              method: 'GET',
              url: `${ROOT}${path}?${query.toString()}`,
              headers: { authorization: 'Bearer demo' },
            });
            expect(res.statusCode).toBeLessThan(500);
          },
        ),
        { numRuns: 150 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    'never answers 5xx to any JSON body',
    async () => {
      const value = fc.oneof(
        text,
        fc.integer(),
        fc.double(),
        fc.boolean(),
        fc.constant(null),
        fc.array(text, { maxLength: 3 }),
      );
      const body = fc.oneof(
        fc.dictionary(
          fc.constantFrom(
            'account_id',
            'account_ids',
            'month_key',
            'grouping',
            'selected-pill',
            'from',
            'to',
            'category',
            'payment_mode',
            'type',
            'search',
            'cursor',
            'limit',
            'transaction_id',
          ),
          value,
        ),
        fc.jsonValue(),
      );
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...POSTS), body, async (path, payload) => {
          const res = await h.post('demo', path, payload);
          expect(res.statusCode).toBeLessThan(500);
        }),
        { numRuns: 150 },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );
});

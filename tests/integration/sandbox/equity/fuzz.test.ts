// @vitest-environment node
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { brokerDetailsSchema } from '@/api/schemas/stocks-widget';

import { type EquityServer, IN_STOCKS, startEquityServer } from './equity-server';

let server: EquityServer;
/** Level-2 paths of demo's real brokers (whatever ids the seed or the fixtures gave them). */
let level2: string[];
let accountIds: string[];

beforeAll(async () => {
  server = await startEquityServer();
  const { brokers } = brokerDetailsSchema.parse((await server.get(`${IN_STOCKS}/broker-details`)).json());
  accountIds = brokers.map((b) => b.account_id);
  level2 = brokers.flatMap((b) =>
    ['masthead', 'holdings', 'equity-analytics', 'transactions', 'account-details'].map(
      (kind) => `${kind}/${b.depository}/${encodeURIComponent(b.account_id)}`,
    ),
  );
});
afterAll(async () => {
  await server.close();
});

const LEVEL1 = [
  'broker-details',
  'consolidated-holdings',
  'consolidated-analytics',
  'sales-page',
  'manual-password-form',
];
const POSTS = ['revoke-non-aa-tracking', 'gmail-enable', 'equity-alert', 'pf-scan'];
const KEYS = [
  'client_ids',
  'group_by',
  'sort',
  'rank_by',
  'cursor',
  'limit',
  'side',
  'account_id',
  '__proto__',
];

const queryArbitrary = fc
  .array(fc.tuple(fc.constantFrom(...KEYS), fc.string({ maxLength: 30 })), { maxLength: 5 })
  .map((pairs) => new URLSearchParams(pairs).toString());

describe('stocks widget under random input', () => {
  it('never answers 5xx to random queries, path segments or tokens', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...LEVEL1, ...level2),
        queryArbitrary,
        fc.string({ maxLength: 20 }),
        fc.constantFrom('demo', 'newbie', 'other'),
        async (path, query, segment, token) => {
          const mangled = path.includes('/')
            ? path.replace(/[^/]+$/, encodeURIComponent(segment) || 'x')
            : path;
          for (const url of [`${IN_STOCKS}/${path}?${query}`, `${IN_STOCKS}/${mangled}?${query}`]) {
            const res = await server.get(url, token);
            expect(res.statusCode).toBeLessThan(500);
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it('never answers 5xx to random JSON bodies', async () => {
    const body = fc.oneof(
      fc.json(),
      fc
        .record(
          {
            account_id: fc.oneof(fc.constantFrom(...accountIds), fc.string(), fc.integer()),
            broker_id: fc.string(),
            source: fc.oneof(fc.constantFrom('cdsl', 'NSDL'), fc.string()),
            enable: fc.oneof(fc.boolean(), fc.string()),
            isin: fc.oneof(fc.constant('INE002A01018'), fc.string()),
          },
          { requiredKeys: [] },
        )
        .map((value) => JSON.stringify(value)),
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...POSTS), body, async (path, payload) => {
        const res = await server.app.inject({
          method: 'POST',
          url: `${IN_STOCKS}/${path}`,
          headers: { authorization: 'Bearer demo', 'content-type': 'application/json' },
          payload,
        });
        expect(res.statusCode).toBeLessThan(500);
      }),
      { numRuns: 120 },
    );
  });
});

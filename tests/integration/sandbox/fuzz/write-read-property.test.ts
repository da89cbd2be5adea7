// @vitest-environment node
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';

import { allTransactionsSchema } from '@/api/schemas/aggregator-savings';
import { MAX_BUDGET_PAISE } from '@/api/schemas/spending-plan';
import { brokerDetailsSchema } from '@/api/schemas/stocks-widget';
import { MANUAL_BROKERS } from '@/domain/portfolio/broker-import';
import { TOTAL_BUDGET } from '@/domain/spending/budget-pace';
import { INCOME_CATEGORY, SPENDING_CATEGORIES } from '@/domain/spending/categories';

import { writeSampleCas } from '../../../../sandbox/routes/equity/cas-sample-pdf';
import type { CasStatement } from '../../../../sandbox/routes/equity/cas-statement';
import { stock } from '../../../../sandbox/seed/stocks';
import { startServer } from '../../../support/sandbox';
import { listRoutes } from './route-list';

/**
 * Whatever valid input the write endpoints accept, every read of every area still answers: random
 * own categories, merchant rules, budgets, profile names, broker logins and CAS statements are
 * written through the gateway as demo, then every parameterless GET (and the savings reads that
 * take a body or a category) is read back, and no answer may be a 5xx. Writes may refuse (422,
 * 409); they may not fail either.
 */
const server = await startServer();
const { app } = server;
afterAll(async () => {
  await server.close();
});

const auth = { authorization: 'Bearer demo' };
let keys = 0;
const nextKey = () => `prop-${String((keys += 1))}`;

function post(url: string, body: unknown, headers: Record<string, string> = {}) {
  return app.inject({ method: 'POST', url, headers: { ...auth, ...headers }, payload: body as object });
}

const transactionIds = allTransactionsSchema
  .parse((await post('/aa-service/all-transactions', { limit: 200 })).json())
  .transactions.map((t) => t.transaction_id);

// Reads of every area: the parameterless GETs the server registers (the sandbox's own helpers
// and the PDF statement, a file worker's job, left out), plus reads that need a body or a value.
const GETS = listRoutes(app)
  .filter((r) => r.method === 'GET' && !r.url.includes(':') && !r.url.includes('*'))
  .map((r) => r.url)
  .filter((url) => !url.startsWith('/sandbox') && !url.startsWith('/__') && !url.includes('pdf'));

const CATEGORIES = [...SPENDING_CATEGORIES, INCOME_CATEGORY];

async function readEverything(): Promise<LightMyRequestResponse[]> {
  const answers: LightMyRequestResponse[] = [];
  for (const url of GETS) answers.push(await app.inject({ method: 'GET', url, headers: auth }));
  answers.push(await post('/aa-service/all-transactions', { limit: 200 }));
  answers.push(await post('/aa-service/l1-analytics-transactions', {}));
  for (const id of transactionIds.slice(0, 3)) {
    answers.push(await post('/aa-service/transaction-detail-v2', { transaction_id: id }));
  }
  for (const category of CATEGORIES.slice(0, 6)) {
    const url = `/aa-service/individual-category?category=${encodeURIComponent(category)}`;
    answers.push(await app.inject({ method: 'GET', url, headers: auth }));
  }
  const brokers = brokerDetailsSchema.parse(
    (
      await app.inject({ method: 'GET', url: '/stocks-widget/in-stocks/broker-details', headers: auth })
    ).json(),
  ).brokers;
  for (const broker of brokers) {
    const url = `/stocks-widget/in-stocks/holdings/${broker.depository.toLowerCase()}/${broker.account_id}`;
    answers.push(await app.inject({ method: 'GET', url, headers: auth }));
  }
  return answers;
}

function expectNo5xx(answers: readonly LightMyRequestResponse[], what: string): void {
  for (const res of answers) {
    expect(res.statusCode, `${what} ${res.raw.req.url ?? ''}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
  }
}

const category = fc.constantFrom(...CATEGORIES);
// Merchants as a bank prints them: a word (Latin or Devanagari), then anything at all.
const word = fc.oneof(
  fc.stringMatching(/^[A-Za-z]{1,12}$/),
  fc.constantFrom('चाय', 'दुकान', 'किराना', 'दवाई'),
);
const merchant = fc
  .tuple(word, fc.string({ maxLength: 40, unit: 'grapheme' }))
  .map(([first, rest]) => `${first}${rest}`.slice(0, 120));
const personName = fc
  .array(fc.stringMatching(/^[A-Za-z]{2,12}$/), { minLength: 1, maxLength: 3 })
  .map((parts) => parts.join(' '));

/** One write through the gateway, as the app would send it. */
const write = fc.oneof(
  fc
    .record({
      transaction_id: fc.constantFrom(...transactionIds),
      category: fc.option(category, { nil: null }),
    })
    .map((body) => () => post('/aa-service/category-override', body, { 'idempotency-key': nextKey() })),
  fc
    .record({ merchant, category: fc.option(category, { nil: null }) })
    .map((body) => () => post('/aa-service/category-rule', body, { 'idempotency-key': nextKey() })),
  fc
    .record({
      category: fc.constantFrom(...SPENDING_CATEGORIES, TOTAL_BUDGET),
      limit_paise: fc.option(fc.integer({ min: 100, max: MAX_BUDGET_PAISE }), { nil: null }),
    })
    .map((body) => () => post('/aa-service/budget', body, { 'idempotency-key': nextKey() })),
  personName.map((name) => () => post('/v1/user/profile/edit', { name })),
  fc
    .record({
      broker: fc.constantFrom(...MANUAL_BROKERS.map((b) => b.id)),
      client_id: fc.stringMatching(/^[A-Za-z0-9]{4,16}$/),
    })
    .map(
      (login) => () =>
        post(
          '/stocks-widget/in-stocks/manual-broker',
          { ...login, password: 'sandbox123' },
          { 'idempotency-key': nextKey() },
        ),
    ),
);

describe('writes of valid input never poison a read', () => {
  it('own categories, rules, budgets, names and broker logins', { timeout: 120_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(write, { minLength: 1, maxLength: 6 }), async (writes) => {
        const written = [];
        for (const send of writes) written.push(await send());
        expectNo5xx(written, 'write');
        expectNo5xx(await readEverything(), 'read');
      }),
      { numRuns: 25 },
    );
  });

  // A CAS is read by a file worker (pdf.js), so fewer runs: each statement has random holdings,
  // sizes and dates; a refusal (too large, older, a date to come) is fine, a 5xx is not.
  it('CAS statements', { timeout: 180_000 }, async () => {
    const symbols = ['TCS', 'INFY', 'RELIANCE', 'ITC', 'HDFCBANK'];
    const holding = fc
      .record({
        symbol: fc.constantFrom(...symbols),
        companyName: fc.stringMatching(/^[A-Za-z][A-Za-z0-9 &.-]{0,40}$/),
        // Mostly believable sizes, sometimes the largest the statement's layout can print.
        quantity: fc.oneof(fc.integer({ min: 1, max: 1_000 }), fc.integer({ min: 1, max: 999_999_999 })),
        pricePaise: fc.oneof(
          fc.integer({ min: 100, max: 1_000_000 }),
          fc.integer({ min: 1, max: 99_999_999_999 }),
        ),
      })
      .map(({ symbol, ...rest }) => ({ isin: stock(symbol).isin, symbol, ...rest }));
    const statement = fc.record({
      depository: fc.constantFrom('CDSL', 'NSDL'),
      clientId: fc.stringMatching(/^[0-9]{8}$/),
      statementDate: fc
        .integer({ min: Date.UTC(2020, 0, 1), max: Date.now() - 86_400_000 })
        .map((ms) => new Date(ms).toISOString().slice(0, 10)),
      holdings: fc.array(holding, { minLength: 1, maxLength: 4 }),
    });
    await fc.assert(
      fc.asyncProperty(statement, async (s) => {
        const cas: CasStatement = {
          ...s,
          dpId: s.depository === 'NSDL' ? 'IN300476' : '12010900',
          holderName: 'Aarav Sharma',
          pan: 'ABCPS1234F',
        };
        const file = await writeSampleCas(cas, 'ABCPS1234F');
        const res = await post('/stocks-widget/in-stocks/cas-upload', {
          depository: cas.depository,
          password: 'ABCPS1234F',
          file_base64: file.toString('base64'),
        });
        expectNo5xx([res], 'cas-upload');
        expectNo5xx(await readEverything(), 'read');
      }),
      { numRuns: 8 },
    );
  });
});

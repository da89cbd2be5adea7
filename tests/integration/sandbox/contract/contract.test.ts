// @vitest-environment node
/**
 * The contract test: every endpoint of docs/product.md#the-calls (and the sandbox's collectors) for each
 * persona, every answer parsed with the client's own schema from `src/api/schemas`; 401 for an
 * unknown token; and `other` never sees `demo`'s data.
 */
import { describe, expect, it } from 'vitest';

import { apiErrorBodySchema } from '@/api/schemas/errors';

import { withServer } from '../../../support/sandbox';
import { listRoutes } from '../fuzz/route-list';
import { contractClient, type ContractClient } from './contract-client';
import { checkCards, checkEquity, checkInstaCash, checkSavings, DEMO_IDS } from './contract-data';
import { checkMutualFunds, DEMO_ONLY_ISIN } from './contract-funds';
import { checkMoney } from './contract-money';
import {
  checkAccountAggregator,
  checkCollectors,
  checkProfileAndScreens,
  checkUserAndContent,
} from './contract-platform';
import { checkWealth } from './contract-wealth';

const PERSONAS = ['demo', 'newbie', 'other'] as const;

/**
 * The savings check downloads a statement PDF, the first file job of its sandbox: the pool starts
 * its worker then (pdf.js and the drawing library load, seconds on a loaded runner) and gives it up
 * to 60 s, as every test of a file job does; 5 s timed the worker's start, not the contract.
 */
const FILE_JOB = { timeout: 60_000 };

/** Every route a persona must answer (the sandbox's own `/sandbox/*` and the login page aside). */
const CHECKS: readonly [string, (c: ContractClient) => Promise<void>][] = [
  ['user, news and alerts', checkUserAndContent],
  ['savings (aggregator service)', checkSavings],
  ['equity (stocks widget service)', checkEquity],
  ['credit cards', checkCards],
  ['instant cash', checkInstaCash],
  ['profile and screens', checkProfileAndScreens],
  ['account-aggregator journey (aggregator, tracking, track v1)', checkAccountAggregator],
  ['telemetry collectors', checkCollectors],
  ['home: net-worth history, consents, insurance premiums', checkWealth],
  ['money movement: card payments, repayments, mandate', checkMoney],
  ['mutual funds (tracking service)', checkMutualFunds],
];

describe.each(PERSONAS)('persona %s', FILE_JOB, (token) => {
  // A world per persona: the checks link, revoke and edit, and personas must not see each other's.
  const sandbox = withServer();

  const client = () => contractClient(sandbox.app, token);
  let called: string[] = [];

  it.each(CHECKS)('answers %s in the client’s contract', async (_name, check) => {
    const c = client();
    await check(c);
    called = [...called, ...c.seen.map((seen) => seen.call)];
  });

  it('called every route the gateway serves (but its own /sandbox, main-site and login pages)', () => {
    const routes = listRoutes(sandbox.app).filter(
      ({ method, url }) =>
        method !== 'HEAD' &&
        !url.startsWith('/sandbox') &&
        // The stand-in main site that frames the app is the sandbox's own page, not the provider's API.
        !url.startsWith('/__main-site') &&
        url !== '/login',
    );
    const missing = routes.filter(({ method, url }) => {
      // `:param` matches one segment; a trailing slash is the same route to the client.
      const pattern = new RegExp(`^${method} ${url.replace(/:[^/]+/g, '[^/]+').replace(/\/$/, '')}/?$`);
      return !called.some((call) => pattern.test(call));
    });
    expect(missing).toEqual([]);
  });
});

describe('unknown tokens', () => {
  const sandbox = withServer();

  it.each([
    ['GET', '/ind-investment/api/v4/user/basic/'],
    ['GET', '/aa-service/l1-screen-v2'],
    ['POST', '/aa-service/all-transactions'],
    ['GET', '/tracking-service/aa-linked-accounts?service=track'],
    ['GET', '/tracking-service/mutual-funds/portfolio'],
    ['GET', '/tracking-service/mutual-funds/sips'],
    ['GET', `/tracking-service/mutual-funds/nav-history?isin=${DEMO_ONLY_ISIN}`],
    ['GET', '/track/v1/users-discovered-banks'],
    ['GET', '/stocks-widget/in-stocks/consolidated-holdings'],
    ['POST', '/cc-service/unlock-statement'],
    ['GET', '/stories-service/story/news/live-stocks'],
    ['GET', '/v1/user/profile/edit'],
    ['GET', '/api/v1/screen/user/'],
    ['POST', '/tracking-service/onboard/user-events'],
  ] as const)('%s %s answers 401 in the error contract', async (method, url) => {
    for (const authorization of ['Bearer nobody', 'Bearer ', undefined]) {
      const res = await sandbox.app.inject({
        method,
        url,
        headers: authorization === undefined ? {} : { authorization },
        ...(method === 'POST' ? { payload: {} } : {}),
      });
      expect(res.statusCode, `${method} ${url} with ${String(authorization)}`).toBe(401);
      expect(apiErrorBodySchema.parse(res.json()).error.code).toBe('UNAUTHORIZED');
    }
  });
});

describe('one customer never sees another’s data', FILE_JOB, () => {
  const sandbox = withServer();
  // Demo's ids, name, email and masked account numbers (docs/sandbox.md).
  const demoMarks = [
    'usr_demo',
    'acc-demo',
    'txn-demo',
    'brk-demo',
    'card-demo',
    'cl-demo',
    'wd-demo',
    'alert-demo',
    'pol-demo',
    'mf-demo',
    '15203874/52',
    'seed-consent-demo',
    'Aarav',
    'aarav.sharma',
    'XXXXXXXX4821',
    'XXXXXXXX5567',
    'XXXXXXXX0932',
    '9876543210',
  ];
  let answers = 0;

  // One test per area, in order on one world (the checks link and revoke): each stays well inside
  // a test's time on a loaded runner, where all of them in one test did not.
  it.each(CHECKS.filter(([name]) => !name.startsWith('telemetry')))(
    'other’s answers on %s name none of demo’s ids, names or numbers',
    async (_name, check) => {
      const other = contractClient(sandbox.app, 'other');
      await check(other);
      answers += other.seen.length;
      const everything = JSON.stringify(other.seen.map((seen) => seen.body));
      expect(demoMarks.filter((mark) => everything.includes(mark))).toEqual([]);
    },
  );

  it('looked at every area’s answers', () => {
    expect(answers).toBeGreaterThan(60);
  });

  it.each([
    ['GET', `/aa-service/account-summary?account_id=${DEMO_IDS.savingsAccount}`],
    ['GET', `/aa-service/get-account-details-page?account_id=${DEMO_IDS.savingsAccount}`],
    ['GET', `/aa-service/get-account-statement?account_id=${DEMO_IDS.savingsAccount}`],
    ['GET', `/aa-service/get-account-statement-pdf?account_id=${DEMO_IDS.savingsAccount}`],
    ['GET', `/stocks-widget/in-stocks/holdings/${DEMO_IDS.broker.source}/${DEMO_IDS.broker.accountId}`],
    ['GET', `/stocks-widget/in-stocks/transactions/${DEMO_IDS.broker.source}/${DEMO_IDS.broker.accountId}`],
    ['GET', `/cc-service/cards/${DEMO_IDS.card}/statements`],
    ['GET', `/cc-service/cards/${DEMO_IDS.card}/transactions`],
    ['GET', `/tracking-service/mutual-funds/nav-history?isin=${DEMO_ONLY_ISIN}`],
  ] as const)('other asking %s %s for demo’s record gets 404', async (method, url) => {
    const res = await sandbox.app.inject({ method, url, headers: { authorization: 'Bearer other' } });
    expect(res.statusCode).toBe(404);
    expect(apiErrorBodySchema.safeParse(res.json()).success).toBe(true);
    expect(res.body).not.toContain('Aarav');
  });

  it('other cannot read demo’s transaction detail', async () => {
    const res = await sandbox.app.inject({
      method: 'POST',
      url: '/aa-service/transaction-detail-v2',
      headers: { authorization: 'Bearer other' },
      payload: { transaction_id: DEMO_IDS.transaction },
    });
    expect(res.statusCode).toBe(404);
  });
});

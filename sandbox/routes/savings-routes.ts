import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import {
  accountDetailsPageSchema,
  accountStatementSchema,
  accountSummarySchema,
  allTransactionsSchema,
  fixedIncomeExpensesSchema,
  individualCategorySchema,
  l1AnalyticsSchema,
  l2MastheadSchema,
  moneyFlowL2Schema,
  moneyFlowSchema,
  savingsL1ScreenSchema,
  transactionDetailSchema,
} from '@/api/schemas/aggregator-savings';
import { SERVICE_ROOTS } from '@/config/service-roots';

import type { SandboxContext } from '../context';
import { migrate } from '../db/database';
import { personaOf } from '../http/auth';
import { languageOf } from '../http/language';
import { buildAccountDetails } from './savings/account-details';
import { buildAccountStatement } from './savings/account-statement';
import { registerStatementPdfRoute } from './savings/account-statement-pdf';
import { buildAccountSummary } from './savings/account-summary';
import { buildAllTransactions } from './savings/all-transactions';
import { createPageQueries } from './savings/all-transactions-query';
import { buildFixedIncomeExpenses } from './savings/fixed-income-expenses';
import { buildIndividualCategory } from './savings/individual-category';
import { buildL1Analytics } from './savings/l1-analytics';
import { buildL1Screen } from './savings/l1-screen';
import { buildMasthead } from './savings/masthead';
import { buildMoneyFlow, buildMoneyFlowL2 } from './savings/money-flow';
import { createSavingsQueries } from './savings/queries';
import type { LanguageOf, SavingsEnv } from './savings/scope';
import { SPENDING_MIGRATIONS } from './savings/spending-plan/migrations';
import { registerSpendingPlanRoutes } from './savings/spending-plan/spending-plan-routes';
import { buildTransactionDetail } from './savings/transaction-detail';

/**
 * Builds an answer from the caller's user id and the request's query (GET) or body (POST);
 * `language` is asked only by answers with words in them (their Vary then names Accept-Language).
 */
type Build<T> = (env: SavingsEnv, userId: string, input: unknown, language: LanguageOf) => T;

/**
 * A handler that takes the caller from the request (sandbox/http/auth.ts), builds the answer (which throws 400/404 as client errors) and
 * sends it through the contract's schema, so the answer can never drift from what the client
 * validates.
 */
function answer<T>(
  env: SavingsEnv,
  schema: { parse(value: unknown): T },
  build: Build<T>,
  from: 'query' | 'body',
) {
  return function handle(request: FastifyRequest, reply: FastifyReply): FastifyReply {
    const persona = personaOf(request);
    const input = from === 'query' ? request.query : request.body;
    return reply.send(schema.parse(build(env, persona.user.id, input, () => languageOf(request))));
  };
}

/**
 * Registers the aggregator service's savings, banks and spending-analytics endpoints under
 * `/aa-service` (docs/product.md#aggregator-service). They read the seeded `fi_accounts` and `transactions`
 * tables only: every answer covers the caller's linked bank (DEPOSIT) accounts and nothing else.
 */
export function registerSavingsRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  // The customer's own categories are read by every savings query: their tables come first.
  migrate(ctx.db, 'spending', SPENDING_MIGRATIONS);
  const env: SavingsEnv = { ctx, queries: createSavingsQueries(ctx.db), pages: createPageQueries(ctx.db) };
  const root = SERVICE_ROOTS.aggregator;
  const get = <T>(path: string, schema: { parse(value: unknown): T }, build: Build<T>) =>
    app.get(`${root}${path}`, answer(env, schema, build, 'query'));
  const post = <T>(path: string, schema: { parse(value: unknown): T }, build: Build<T>) =>
    app.post(`${root}${path}`, answer(env, schema, build, 'body'));

  get('/l1-screen-v2', savingsL1ScreenSchema, (e, userId, _input, language) =>
    buildL1Screen(e, userId, language),
  );
  get('/account-summary', accountSummarySchema, buildAccountSummary);
  get('/get-account-details-page', accountDetailsPageSchema, buildAccountDetails);
  get('/l2-screen/masthead', l2MastheadSchema, buildMasthead);
  get('/money-flow', moneyFlowSchema, buildMoneyFlow);
  get('/money-flow-l2', moneyFlowL2Schema, buildMoneyFlowL2);
  get('/individual-category', individualCategorySchema, buildIndividualCategory);
  get('/fixed-income-expenses', fixedIncomeExpensesSchema, buildFixedIncomeExpenses);
  get('/get-account-statement', accountStatementSchema, buildAccountStatement);
  registerStatementPdfRoute(app, env);
  post('/l1-analytics-transactions', l1AnalyticsSchema, buildL1Analytics);
  post('/all-transactions', allTransactionsSchema, buildAllTransactions);
  post('/transaction-detail-v2', transactionDetailSchema, buildTransactionDetail);
  registerSpendingPlanRoutes(app, env);
}

/**
 * The data services of docs/product.md#the-calls, called the way the client calls them, each answer parsed
 * with the client's schema. A persona without the data (newbie) asks with demo's fixed ids instead and must
 * get a 404, never demo's data.
 */
import * as savings from '@/api/schemas/aggregator-savings';
import * as capitalGains from '@/api/schemas/capital-gains';
import * as cards from '@/api/schemas/credit-cards';
import { apiErrorBodySchema } from '@/api/schemas/errors';
import * as instaCash from '@/api/schemas/insta-cash';
import * as spendingPlan from '@/api/schemas/spending-plan';
import * as stocks from '@/api/schemas/stocks-widget';
import * as stocksContent from '@/api/schemas/stocks-widget-content';
import { brokerImportSchema } from '@/api/schemas/stocks-widget-import';

import { qs, type AnySchema, type ContractClient } from './contract-client';

/** Seeded ids of demo's world (docs/sandbox.md): fixed whatever the seed. */
export const DEMO_IDS = {
  savingsAccount: 'acc-demo-hdfc',
  transaction: 'txn-demo-hdfc-000001',
  broker: { source: 'CDSL', accountId: 'acc-demo-cdsl' },
  card: 'card-demo-hdfc-regalia',
} as const;

const AA = '/aa-service';

/** A PDF download (the statement): its body starts with the PDF signature. */
const PDF_BODY: AnySchema<string> = {
  safeParse: (value) =>
    typeof value === 'string' && value.startsWith('%PDF-')
      ? { success: true, data: value }
      : { success: false, error: { issues: ['not a PDF'] } },
};
const STOCKS = '/stocks-widget/in-stocks';
const CC = '/cc-service';
const INSTA = '/ind-investment/api/v4/insta-cash';

export async function checkSavings(c: ContractClient): Promise<void> {
  const l1 = await c.get(`${AA}/l1-screen-v2`, savings.savingsL1ScreenSchema);
  const own = l1.accounts[0]?.account_id;
  const accountId = own ?? DEMO_IDS.savingsAccount;
  const status = own === undefined ? 404 : 200;
  // Without an account of its own, the persona asks about demo's and must get a 404.
  const either = (schema: AnySchema): AnySchema => (own === undefined ? apiErrorBodySchema : schema);

  await c.get(`${AA}/account-summary`, savings.accountSummarySchema);
  await c.get(
    `${AA}/account-summary${qs({ account_id: accountId })}`,
    either(savings.accountSummarySchema),
    status,
  );
  await c.get(
    `${AA}/get-account-details-page${qs({ account_id: accountId })}`,
    either(savings.accountDetailsPageSchema),
    status,
  );
  await c.get(
    `${AA}/get-account-statement${qs({ account_id: accountId })}`,
    either(savings.accountStatementSchema),
    status,
  );
  await c.get(
    `${AA}/get-account-statement-pdf${qs({ account_id: accountId, from: '2025-01-01', to: '2025-03-31' })}`,
    own === undefined ? (apiErrorBodySchema as AnySchema) : PDF_BODY,
    status,
  );
  await c.get(`${AA}/l2-screen/masthead${qs({ account_id: own })}`, savings.l2MastheadSchema);
  await c.get(`${AA}/money-flow${qs({ months: 12 })}`, savings.moneyFlowSchema);
  await c.get(`${AA}/money-flow${qs({ from: '2024-04-01', to: '2025-03-31' })}`, savings.moneyFlowSchema);
  const month = await c.get(
    `${AA}/money-flow-l2${qs({ month_key: l1.this_month.month_key })}`,
    savings.moneyFlowL2Schema,
  );
  const category = month.money_out.by_category[0]?.key ?? 'Groceries';
  await c.get(`${AA}/individual-category${qs({ category })}`, savings.individualCategorySchema);
  await c.get(`${AA}/fixed-income-expenses`, savings.fixedIncomeExpensesSchema);
  for (const grouping of ['month', 'category', 'payment'] as const) {
    await c.post(`${AA}/l1-analytics-transactions`, { grouping }, savings.l1AnalyticsSchema);
  }
  // A range of days instead of a month (the date-range presets).
  await c.post(
    `${AA}/l1-analytics-transactions`,
    { grouping: 'category', from: '2024-04-01', to: '2025-03-31' },
    savings.l1AnalyticsSchema,
  );
  const page = await c.post(`${AA}/all-transactions`, { limit: 20 }, savings.allTransactionsSchema);
  const transactionId = page.transactions[0]?.transaction_id;
  if (transactionId === undefined) {
    await c.post(
      `${AA}/transaction-detail-v2`,
      { transaction_id: DEMO_IDS.transaction },
      apiErrorBodySchema,
      404,
    );
  } else {
    await c.post(
      `${AA}/transaction-detail-v2`,
      { transaction_id: transactionId },
      savings.transactionDetailSchema,
    );
  }
  await checkSpendingPlan(c, transactionId);
}

/** The customer's own categories and budgets; every change is undone, so the world stays as seeded. */
async function checkSpendingPlan(c: ContractClient, transactionId: string | undefined): Promise<void> {
  const change = spendingPlan.spendingChangeSchema;
  const override = (category: string | null) =>
    transactionId === undefined
      ? c.post(
          `${AA}/category-override`,
          { transaction_id: DEMO_IDS.transaction, category },
          apiErrorBodySchema,
          404,
        )
      : c.post(`${AA}/category-override`, { transaction_id: transactionId, category }, change);
  await override('Education');
  await override(null);
  await c.post(`${AA}/category-rule`, { merchant: 'Contract Merchant', category: 'Education' }, change);
  await c.get(`${AA}/category-rules`, spendingPlan.categoryRulesSchema);
  await c.post(`${AA}/category-rule`, { merchant: 'Contract Merchant', category: null }, change);
  await c.post(`${AA}/budget`, { category: 'Groceries', limit_paise: 500_000 }, change);
  await c.get(`${AA}/budgets`, spendingPlan.budgetsSchema);
  await c.post(`${AA}/budget`, { category: 'Groceries', limit_paise: null }, change);
}

export async function checkEquity(c: ContractClient): Promise<void> {
  const details = await c.get(`${STOCKS}/broker-details`, stocks.brokerDetailsSchema);
  await c.get(
    `${STOCKS}/broker-details${qs({ client_ids: details.brokers.map((b) => b.client_id).join(',') || 'X1' })}`,
    stocks.brokerDetailsSchema,
  );
  await c.get(`${STOCKS}/consolidated-holdings`, stocks.holdingsPageSchema);
  await c.get(`${STOCKS}/consolidated-analytics`, stocks.equityAnalyticsSchema);
  const broker = details.brokers[0];
  const path =
    broker === undefined
      ? `${DEMO_IDS.broker.source}/${DEMO_IDS.broker.accountId}`
      : `${broker.depository}/${broker.account_id}`;
  const status = broker === undefined ? 404 : 200;
  const pick = (schema: AnySchema): AnySchema => (broker === undefined ? apiErrorBodySchema : schema);
  await c.get(`${STOCKS}/masthead/${path}`, pick(stocks.mastheadSchema), status);
  await c.get(`${STOCKS}/holdings/${path}`, pick(stocks.holdingsPageSchema), status);
  await c.get(`${STOCKS}/equity-analytics/${path}`, pick(stocks.equityAnalyticsSchema), status);
  await c.get(`${STOCKS}/transactions/${path}`, pick(stocks.tradesPageSchema), status);
  await c.get(`${STOCKS}/trade-history`, capitalGains.tradeHistorySchema);
  await c.get(`${STOCKS}/account-details/${path}`, pick(stocks.accountDetailsSchema), status);
  await c.get(`${STOCKS}/sales-page`, stocksContent.salesPageSchema);
  await c.get(`${STOCKS}/manual-password-form`, stocksContent.manualPasswordFormSchema);
  await c.get('/stocks-widget/cross-sell/tracking-bottomsheet', stocksContent.trackingBottomsheetSchema);
  await c.post(`${STOCKS}/pf-scan`, {}, stocks.pfScanSchema);
  const accountId = broker?.account_id ?? DEMO_IDS.broker.accountId;
  const source = broker?.depository ?? DEMO_IDS.broker.source;
  await c.post(
    `${STOCKS}/equity-alert`,
    { account_id: accountId, enable: true },
    pick(stocks.trackingUpdateSchema),
    status,
  );
  await c.post(
    `${STOCKS}/gmail-enable`,
    { account_id: accountId, enable: true },
    pick(stocks.trackingUpdateSchema),
    status,
  );
  await c.post(
    `${STOCKS}/revoke-non-aa-tracking`,
    { account_id: accountId, source },
    pick(stocks.trackingUpdateSchema),
    status,
  );
  // Brokers without the account aggregator: a refused and a good login, a file that is no PDF.
  const login = { broker: 'groww', client_id: 'CT1001', password: 'sandbox123' };
  await c.post(`${STOCKS}/manual-broker`, { ...login, password: 'wrong-one' }, apiErrorBodySchema, 422);
  await c.post(`${STOCKS}/manual-broker`, login, brokerImportSchema, 201);
  const notPdf = { depository: 'NSDL', password: 'ABCDE1234F', file_base64: 'aGVsbG8=' };
  await c.post(`${STOCKS}/cas-upload`, notPdf, apiErrorBodySchema, 422);
}

export async function checkCards(c: ContractClient): Promise<void> {
  const list = await c.get(`${CC}/cards`, cards.creditCardsSchema);
  await c.get(`${CC}/cards/bill-payment`, cards.cardBillPaymentSchema);
  await c.get(`${CC}/cards/analytics`, cards.cardAnalyticsSchema);
  await c.get(
    `${CC}/cards/analytics${qs({ from: '2024-04-01', to: '2025-03-31' })}`,
    cards.cardAnalyticsSchema,
  );
  const card = list.cards[0];
  if (card === undefined) {
    await c.get(`${CC}/cards/${DEMO_IDS.card}/statements`, apiErrorBodySchema, 404);
    await c.get(`${CC}/cards/${DEMO_IDS.card}/transactions`, apiErrorBodySchema, 404);
    await c.post(
      `${CC}/unlock-statement`,
      { statement_id: `${DEMO_IDS.card}-stmt-1`, password: 'AARA1804' },
      apiErrorBodySchema,
      404,
    );
    return;
  }
  const statements = await c.get(`${CC}/cards/${card.card_id}/statements`, cards.cardStatementsSchema);
  await c.get(`${CC}/cards/${card.card_id}/transactions`, cards.cardTransactionsSchema);
  const locked = statements.statements.find((s) => s.locked) ?? statements.statements[0];
  if (locked !== undefined) {
    // A wrong password: the answer the unlock screen must handle, in the contract's error shape.
    await c.post(
      `${CC}/unlock-statement`,
      { statement_id: locked.statement_id, password: 'WRONG000' },
      cards.unlockStatementErrorSchema,
      locked.locked ? 400 : 409,
    );
  }
}

export async function checkInstaCash(c: ContractClient): Promise<void> {
  await c.get(`${INSTA}/summary`, instaCash.instaCashSummarySchema);
  const withdrawals = await c.get(`${INSTA}/withdrawals`, instaCash.instaCashWithdrawalsSchema);
  await c.get(`${INSTA}/emi-schedule`, instaCash.emiScheduleSchema);
  await c.get(`${INSTA}/transactions`, instaCash.instaCashTransactionsSchema);
  const offer = await c.get(`${INSTA}/offer`, instaCash.instaCashOfferSchema);
  if (withdrawals.eligible) {
    // A withdrawal moves money: it needs its Idempotency-Key (400 without).
    await c.call(
      {
        method: 'POST',
        url: `${INSTA}/withdrawals`,
        body: { amount_paise: 1_000_000, tenure_months: 6 },
        headers: { 'Idempotency-Key': crypto.randomUUID() },
      },
      instaCash.createdWithdrawalSchema,
      201,
    );
  } else {
    // A withdrawal moves money: it needs its Idempotency-Key (400 without).
    await c.call(
      {
        method: 'POST',
        url: `${INSTA}/withdrawals`,
        body: { amount_paise: 1_000_000, tenure_months: 6 },
        headers: { 'Idempotency-Key': crypto.randomUUID() },
      },
      apiErrorBodySchema,
      422,
    );
  }
  void offer;
}

// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  cardAnalyticsSchema,
  cardBillPaymentSchema,
  cardStatementsSchema,
  cardTransactionsSchema,
  creditCardsSchema,
} from '@/api/schemas/credit-cards';
import { apiErrorBodySchema } from '@/api/schemas/errors';

import { startMiscSandbox, type MiscSandbox } from './misc-sandbox';

const CC = '/cc-service';
let sb: MiscSandbox;

beforeAll(async () => {
  sb = await startMiscSandbox();
});
afterAll(async () => {
  await sb.close();
});

async function demoCards() {
  const res = await sb.get(`${CC}/cards`);
  expect(res.statusCode).toBe(200);
  return creditCardsSchema.parse(res.json());
}

describe('GET /cc-service/cards', () => {
  it('lists demo’s two linked cards with their current statement and totals', async () => {
    const body = await demoCards();
    expect(body.cards).toHaveLength(2);
    expect(body.is_empty).toBe(false);
    expect(body.total_limit_paise).toBe(body.cards.reduce((s, c) => s + c.credit_limit_paise, 0));
    for (const card of body.cards) {
      expect(card.current_statement).not.toBeNull();
      expect(card.last4).toMatch(/^\d{4}$/);
      expect(card.utilisation_bps).toBeGreaterThanOrEqual(0);
    }
    expect(body.cards.some((c) => c.has_locked_statement)).toBe(true);
  });

  it('is empty but valid for newbie, and 401 without a token', async () => {
    const res = await sb.get(`${CC}/cards`, 'newbie');
    expect(creditCardsSchema.parse(res.json())).toMatchObject({
      cards: [],
      is_empty: true,
      total_limit_paise: 0,
    });
    const anon = await sb.app.inject({ method: 'GET', url: `${CC}/cards` });
    expect(anon.statusCode).toBe(401);
  });
});

describe('statements and transactions', () => {
  it('gives each demo card six statements, newest first', async () => {
    for (const card of (await demoCards()).cards) {
      const res = await sb.get(`${CC}/cards/${card.card_id}/statements`);
      const body = cardStatementsSchema.parse(res.json());
      expect(body.statements).toHaveLength(6);
      const ends = body.statements.map((s) => s.period_end);
      expect([...ends].sort().reverse()).toEqual(ends);
      expect(body.statements[0]?.statement_id).toBe(card.current_statement?.statement_id);
      expect(JSON.stringify(body)).not.toContain('statement_password');
    }
  });

  it('walks a billed statement page by page, every transaction exactly once', async () => {
    const [card] = (await demoCards()).cards;
    if (card === undefined) throw new Error('no card');
    const statements = cardStatementsSchema.parse(
      (await sb.get(`${CC}/cards/${card.card_id}/statements`)).json(),
    );
    const open = statements.statements.find((s) => !s.locked);
    if (open === undefined) throw new Error('no unlocked statement');
    const seen: string[] = [];
    let cursor: string | null = null;
    let total: number;
    do {
      const query: string = `statement_id=${open.statement_id}&limit=2${cursor === null ? '' : `&cursor=${cursor}`}`;
      const page = cardTransactionsSchema.parse(
        (await sb.get(`${CC}/cards/${card.card_id}/transactions?${query}`)).json(),
      );
      expect(page.locked).toBe(false);
      seen.push(...page.items.map((t) => t.transaction_id));
      total = page.total_count;
      cursor = page.next_cursor;
    } while (cursor !== null);
    expect(seen.length).toBe(total);
    expect(new Set(seen).size).toBe(seen.length);
    const stored = sb.db
      .prepare<[string], { n: number }>('SELECT COUNT(*) AS n FROM card_transactions WHERE statement_id = ?')
      .get(open.statement_id);
    expect(seen.length).toBe(stored?.n);
  });

  it('lists unbilled transactions without a statement id, and hides a locked statement’s', async () => {
    const cards = (await demoCards()).cards;
    for (const card of cards) {
      const unbilled = cardTransactionsSchema.parse(
        (await sb.get(`${CC}/cards/${card.card_id}/transactions`)).json(),
      );
      expect(unbilled.statement_id).toBeNull();
      expect(unbilled.locked).toBe(false);
    }
    const withLock = cards.find((c) => c.has_locked_statement);
    if (withLock === undefined) throw new Error('no locked statement');
    const statements = cardStatementsSchema.parse(
      (await sb.get(`${CC}/cards/${withLock.card_id}/statements`)).json(),
    );
    const locked = statements.statements.find((s) => s.locked);
    const res = await sb.get(
      `${CC}/cards/${withLock.card_id}/transactions?statement_id=${locked?.statement_id}`,
    );
    expect(cardTransactionsSchema.parse(res.json())).toMatchObject({
      locked: true,
      items: [],
      next_cursor: null,
    });
  });

  it.each([
    ['limit=0', 400],
    ['limit=101', 400],
    ['limit=abc', 400],
    ['cursor=%%%', 400],
    ['cursor=bm90LWEtY3Vyc29y', 400],
    ['statement_id=nope', 404],
  ])('answers %s with %i, never 500', async (query, status) => {
    const [card] = (await demoCards()).cards;
    const res = await sb.get(`${CC}/cards/${card?.card_id}/transactions?${query}`);
    expect(res.statusCode).toBe(status);
    apiErrorBodySchema.parse(res.json());
  });
});

describe('analytics and bill payment', () => {
  it('adds months, categories and cards up to the same spend', async () => {
    const res = await sb.get(`${CC}/cards/analytics?months=6`);
    const body = cardAnalyticsSchema.parse(res.json());
    expect(body.by_month).toHaveLength(6);
    const sum = (xs: number[]): number => xs.reduce((s, x) => s + x, 0);
    expect(sum(body.by_month.map((m) => m.spend_paise))).toBe(body.total_spend_paise);
    expect(sum(body.by_category.map((c) => c.spend_paise))).toBe(body.total_spend_paise);
    expect(sum(body.by_card.map((c) => c.spend_paise))).toBe(body.total_spend_paise);
    expect(body.by_card).toHaveLength(2);
    expect(body.is_empty).toBe(false);
    expect(body.excludes_locked_statements).toBe(true);
  });

  it.each(['months=0', 'months=25', 'months=x', 'months=1.5'])('refuses %s with 400', async (query) => {
    expect((await sb.get(`${CC}/cards/analytics?${query}`)).statusCode).toBe(400);
  });

  it('is empty for newbie', async () => {
    const body = cardAnalyticsSchema.parse((await sb.get(`${CC}/cards/analytics`, 'newbie')).json());
    expect(body).toMatchObject({ months: 6, is_empty: true, total_spend_paise: 0, by_card: [] });
  });

  it('lists what is due per card, most urgent first', async () => {
    const body = cardBillPaymentSchema.parse((await sb.get(`${CC}/cards/bill-payment`)).json());
    expect(body.bills).toHaveLength(2);
    expect(body.total_outstanding_paise).toBe(body.bills.reduce((s, b) => s + b.outstanding_paise, 0));
    for (const bill of body.bills) expect(bill.is_overdue).toBe(bill.status === 'OVERDUE');
    const empty = cardBillPaymentSchema.parse((await sb.get(`${CC}/cards/bill-payment`, 'newbie')).json());
    expect(empty).toMatchObject({ bills: [], is_empty: true, overdue_count: 0 });
  });
});

describe('isolation', () => {
  it('answers 404 when other asks for demo’s card, statements or transactions', async () => {
    const [card] = (await demoCards()).cards;
    const id = card?.card_id ?? 'missing';
    for (const path of [`/cards/${id}/statements`, `/cards/${id}/transactions`]) {
      const res = await sb.get(`${CC}${path}`, 'other');
      expect(res.statusCode).toBe(404);
      expect(apiErrorBodySchema.parse(res.json()).error.code).toBe('NOT_FOUND');
    }
    const others = creditCardsSchema.parse((await sb.get(`${CC}/cards`, 'other')).json());
    expect(others.cards.map((c) => c.card_id)).not.toContain(id);
  });
});

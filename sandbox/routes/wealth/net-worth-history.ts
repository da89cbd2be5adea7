import type { NetWorthHistory, NetWorthPoint } from '@/api/schemas/net-worth';
import { dayNumber, isoDayFromNumber } from '@/domain/dates/iso-day';
import { istDayOf, istDayStartInstant } from '@/domain/dates/ist';
import { lineOutstandingPrincipalPaise } from '@/domain/loans/credit-line';
import { paise } from '@/domain/money/paise';
import { netWorth } from '@/domain/wealth/net-worth';

import type { HoldingRow, TradeRow } from '../../db/data-rows';
import type { CardTransactionRow, CreditCardRow } from '../../db/data-rows-products';
import type { Db } from '../../db/database';
import { usedLimitPaise } from '../../rules/cards/card-limits';
import {
  balanceAtEndOf,
  monthEndsBefore,
  portfolioValueAt,
  principalOutstandingAt,
  type DatedDelta,
  type PricePoint,
  type QuantityTrade,
} from '../../rules/wealth/history';
import { lineQueries } from '../insta-cash/line-data';
import { drawdownOf } from '../insta-cash/line-views';
import { createMutualFundsQueries } from '../mutual-funds/mutual-funds-queries';
import { createSavingsQueries } from '../savings/queries';
import { balanceOf } from '../savings/rows';
import { createFundsValue } from './funds-value';

type CardRow = Pick<CreditCardRow, 'id' | 'credit_limit_paise' | 'available_paise'>;
type CardTxnRow = Pick<CardTransactionRow, 'card_id' | 'posted_at' | 'type' | 'amount_paise'>;
type HoldingValue = Pick<HoldingRow, 'isin' | 'quantity' | 'last_price_paise'>;
type TradeMove = Pick<TradeRow, 'isin' | 'side' | 'quantity' | 'traded_at'>;
type PrintRow = { isin: string; day: string; price_paise: number };

/**
 * The customer's net worth today and at the last month-ends, from the seeded world:
 * - today: the same figures the areas show (savings balances, holdings at the last price, used
 *   card limits, principal outstanding on the line), through the same rules;
 * - a bank account at a month-end: its balance after the last transaction of that day (IST);
 * - holdings: the quantity the trades add up to that day, at that day's price, read between the
 *   trade prints of the one market and each stock's last price on the anchor day;
 * - mutual funds: the units the folio lines add up to that day, at that day's NAV;
 * - a card: today's used limit with every later card transaction undone (held at the earliest
 *   value before the card's history begins);
 * - the line: each withdrawal drawn by then, less the principal of the EMIs paid by then.
 * Deterministic: the same seed and anchor give the same series.
 */
export function createNetWorthHistory(db: Db) {
  const savings = createSavingsQueries(db);
  const line = lineQueries(db);
  const fundQueries = createMutualFundsQueries(db);
  const fundsValueAt = createFundsValue(fundQueries);
  const lastBefore = db.prepare<[string, string], { balance_paise: number }>(
    `SELECT balance_paise FROM transactions WHERE account_id = ? AND posted_at < ?
     ORDER BY posted_at DESC, id DESC LIMIT 1`,
  );
  const cards = db.prepare<[{ user: string }], CardRow>(
    `SELECT c.id, c.credit_limit_paise, c.available_paise FROM credit_cards c JOIN fi_accounts a ON a.id = c.account_id
     WHERE c.user_id = @user AND a.user_id = @user AND a.linked = 1 ORDER BY c.id`,
  );
  const cardTxns = db.prepare<[string, string], CardTxnRow>(
    `SELECT card_id, posted_at, type, amount_paise FROM card_transactions WHERE card_id = ? AND posted_at >= ?`,
  );
  const holdings = db.prepare<[{ user: string }], HoldingValue>(
    `SELECT h.isin, h.quantity, h.last_price_paise
     FROM holdings h JOIN brokers b ON b.id = h.broker_id JOIN fi_accounts a ON a.id = b.account_id
     WHERE h.source = 'aa' AND b.user_id = @user AND a.user_id = @user AND a.linked = 1 ORDER BY h.id`,
  );
  const trades = db.prepare<[{ user: string }], TradeMove>(
    `SELECT t.isin, t.side, t.quantity, t.traded_at
     FROM trades t JOIN brokers b ON b.id = t.broker_id JOIN fi_accounts a ON a.id = b.account_id
     WHERE b.user_id = @user AND a.user_id = @user AND a.linked = 1 ORDER BY t.traded_at, t.id`,
  );
  // Prints of the one market: every trade of a stock, whoever made it, and its last price (the
  // seeded market's: an imported holding's price is what its statement said).
  const prints = db.prepare<[], PrintRow>(
    `SELECT isin, substr(traded_at, 1, 10) AS day, price_paise FROM trades
     UNION ALL SELECT isin, (SELECT value FROM meta WHERE key = 'anchor') AS day, MIN(last_price_paise)
       FROM holdings WHERE source = 'aa' GROUP BY isin`,
  );

  return function history(userId: string, now: Date, months: number): NetWorthHistory {
    const today = istDayOf(now);
    const ends = monthEndsBefore(today, months);
    const endOf = (day: string) => istDayStartInstant(isoDayFromNumber(dayNumber(day) + 1)) ?? '';

    // Banks.
    const accounts = savings.accounts(userId);
    const banksNow = accounts.reduce((sum, a) => sum + balanceOf(a), 0);
    const banksAt = (day: string): number | null => {
      let sum = 0;
      for (const account of accounts) {
        const row = lastBefore.get(account.id, endOf(day));
        if (row === undefined) return null;
        sum += row.balance_paise;
      }
      return sum;
    };

    // Holdings.
    const held = holdings.all({ user: userId });
    const stocksNow = held.reduce((sum, h) => sum + h.quantity * h.last_price_paise, 0);
    const quantityTrades: QuantityTrade[] = trades.all({ user: userId }).map((t) => ({
      isin: t.isin,
      side: t.side,
      quantity: t.quantity,
      day: istDayOf(new Date(t.traded_at)),
    }));
    const printsByIsin = new Map<string, PricePoint[]>();
    if (held.length > 0 || quantityTrades.length > 0) {
      for (const row of prints.all()) {
        const list = printsByIsin.get(row.isin) ?? [];
        list.push({ day: row.day, price: row.price_paise });
        printsByIsin.set(row.isin, list);
      }
    }
    const stocksAt = (day: string) =>
      portfolioValueAt(day, quantityTrades, (isin) => printsByIsin.get(isin) ?? []);

    // Mutual funds.
    const hasFunds = fundQueries.folios(userId).length > 0;
    const fundsAt = (day: string) => (hasFunds ? fundsValueAt(userId, day) : 0);

    // Cards.
    const cardRows = cards.all({ user: userId });
    const first = ends[0] ?? today;
    const cardHistory = cardRows.map((card) => {
      const now = usedLimitPaise(card.credit_limit_paise, card.available_paise);
      const deltas: DatedDelta[] = cardTxns
        .all(card.id, endOf(isoDayFromNumber(dayNumber(first) - 1)))
        .map((t) => ({
          day: istDayOf(new Date(t.posted_at)),
          delta: t.type === 'DEBIT' ? t.amount_paise : -t.amount_paise,
        }));
      return { now, deltas, limit: card.credit_limit_paise };
    });
    const cardsNow = cardHistory.reduce((sum, c) => sum + c.now, 0);
    const cardsAt = (day: string) =>
      cardHistory.reduce(
        (sum, c) => sum + Math.min(c.limit, Math.max(0, balanceAtEndOf(day, c.now, c.deltas))),
        0,
      );

    // The instant-cash line.
    const lineData = line.load(userId);
    const drawdowns = lineData?.withdrawals ?? [];
    const instaNow = lineOutstandingPrincipalPaise(drawdowns.map((w) => drawdownOf(w.row, w.emis)));
    const loans = drawdowns.map((w) => ({
      amount: w.row.amount_paise,
      disbursedOn: w.row.disbursed_on,
      principalPaid: w.emis
        .filter((e) => e.paid_on !== null)
        .map((e) => ({ day: e.paid_on ?? '', principal: e.principal_paise })),
    }));

    const point = (
      date: string,
      banks: number,
      stocks: number,
      funds: number,
      cardsUsed: number,
      insta: number,
    ): NetWorthPoint => ({
      date,
      banks_paise: banks,
      stocks_paise: stocks,
      funds_paise: funds,
      cards_paise: cardsUsed,
      insta_cash_paise: insta,
      net_worth_paise:
        netWorth({
          banks: paise(banks),
          stocks: paise(stocks),
          funds: paise(funds),
          cards: paise(cardsUsed),
          instaCash: paise(insta),
        })?.total ?? 0,
    });

    const linked = {
      banks: accounts.length > 0,
      stocks: held.length > 0,
      funds: hasFunds,
      cards: cardRows.length > 0,
      insta_cash: lineData !== null,
    };
    const anything = Object.values(linked).some(Boolean);
    const points: NetWorthPoint[] = [];
    if (anything) {
      for (const day of ends) {
        const banks = banksAt(day);
        if (banks === null) continue;
        points.push(
          point(day, banks, stocksAt(day), fundsAt(day), cardsAt(day), principalOutstandingAt(day, loans)),
        );
      }
    }
    return {
      as_of: today,
      months,
      linked,
      current: point(today, banksNow, stocksNow, fundsAt(today), cardsNow, instaNow),
      points,
    };
  };
}

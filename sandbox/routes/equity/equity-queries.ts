import type { Depository } from '@/api/schemas/stocks-widget';
import { paise } from '@/domain/money/paise';

import type { BrokerRow, FiAccountRow, HoldingRow, TradeRow } from '../../db/data-rows';
import type { Db } from '../../db/database';
import type { Holding } from '../../rules/portfolio/holding';
import { isReadableHolding } from './readable-holdings';

/**
 * A broker the caller sees: one whose demat account is linked, with that account's facts, or one
 * brought in by login or CAS (its own account).
 */
export type ListedBroker = Pick<
  BrokerRow,
  'account_id' | 'broker_name' | 'depository' | 'client_id' | 'dp_id'
> &
  Pick<FiAccountRow, 'masked_acc_number' | 'holder_name' | 'linked_at' | 'fip_id'> & { broker_id: string };

/** A holding with the broker facts a holdings list shows next to it. */
export type EquityHolding = Holding & { accountId: string; brokerName: string; depository: Depository };

/** A stored holding with the facts of its broker. */
type HoldingOfBroker = Omit<HoldingRow, 'source'> & {
  account_id: string;
  broker_name: string;
  depository: Depository;
};

/** One trade as the Transactions tab lists it, named by the holdings of its stock. */
export type ListedTrade = Omit<TradeRow, 'broker_id'> & { company_name: string | null };

/** One trade of the capital-gains history, with its demat account. */
type HistoryTrade = Pick<
  TradeRow,
  'id' | 'isin' | 'symbol' | 'side' | 'quantity' | 'price_paise' | 'traded_at'
> & {
  account_id: string;
  company_name: string | null;
};

/** Where a page of trades starts: after this (traded_at, id), newest first. */
export type TradeCursor = { tradedAt: string; id: string };

// Every read joins the demat account and filters by the caller twice (broker and account), so a
// broker is visible only while its account is linked, and only to its owner.
const VISIBLE_BROKERS = `
  FROM brokers b JOIN fi_accounts a ON a.id = b.account_id
  WHERE b.user_id = @user AND a.user_id = @user AND a.linked = 1`;

const BROKER_COLUMNS = `b.id AS broker_id, b.account_id, b.broker_name, b.depository, b.client_id, b.dp_id,
  a.masked_acc_number, a.holder_name, a.linked_at, a.fip_id`;

// Brokers brought in by login or CAS (import-store.ts): the broker row is its own account.
const IMPORTED_BROKER_COLUMNS = `i.id AS broker_id, i.id AS account_id, i.broker_name, i.depository, i.client_id,
  i.dp_id, i.masked_acc_number, i.holder_name, i.imported_at AS linked_at, i.fip_id`;

/** Reads over the seeded `data` tables for the stocks widget; statements are prepared once. */
export type EquityQueries = ReturnType<typeof createEquityQueries>;

/** Prepares the stocks widget's reads over `db` (the `data` and `equity-import` tables must exist). */
export function createEquityQueries(db: Db) {
  const brokers = db.prepare<[{ user: string }], ListedBroker>(
    `SELECT ${BROKER_COLUMNS} ${VISIBLE_BROKERS}
     UNION ALL SELECT ${IMPORTED_BROKER_COLUMNS} FROM equity_import_brokers i WHERE i.user_id = @user
     ORDER BY broker_name, broker_id`,
  );
  const holdings = db.prepare<[{ user: string; account: string | null }], HoldingOfBroker>(
    `SELECT h.id AS id, h.broker_id, b.account_id, b.broker_name, b.depository, h.isin, h.symbol,
       h.company_name, h.sector, h.market_cap, h.quantity, h.avg_price_paise, h.last_price_paise,
       h.prev_close_paise
     FROM holdings h JOIN brokers b ON b.id = h.broker_id JOIN fi_accounts a ON a.id = b.account_id
     WHERE h.source = 'aa' AND b.user_id = @user AND a.user_id = @user AND a.linked = 1
       AND (@account IS NULL OR b.account_id = @account)
     UNION ALL
     SELECT h.id, h.broker_id, i.id, i.broker_name, i.depository, h.isin, h.symbol, h.company_name,
       h.sector, h.market_cap, h.quantity, h.avg_price_paise, h.last_price_paise, h.prev_close_paise
     FROM holdings h JOIN equity_import_brokers i ON i.id = h.broker_id
     WHERE h.source = 'import' AND i.user_id = @user AND (@account IS NULL OR i.id = @account)
     ORDER BY id`,
  );
  const tradeSelect = `SELECT t.id, t.isin, t.symbol, n.company_name, t.side, t.quantity, t.price_paise,
       t.traded_at, t.exchange, t.order_id
     FROM trades t LEFT JOIN (
       SELECT isin, MIN(company_name) AS company_name FROM holdings WHERE source = 'aa' GROUP BY isin
     ) n
       ON n.isin = t.isin`;
  type TradeParams = {
    broker: string;
    side: string | null;
    at: string | null;
    id: string | null;
    limit: number;
  };
  const tradesPage = db.prepare<[TradeParams], ListedTrade>(
    `${tradeSelect}
     WHERE t.broker_id = @broker AND (@side IS NULL OR t.side = @side)
       AND (@at IS NULL OR t.traded_at < @at OR (t.traded_at = @at AND t.id < @id))
     ORDER BY t.traded_at DESC, t.id DESC LIMIT @limit`,
  );
  const tradeCount = db.prepare<[{ broker: string; side: string | null }], { n: number }>(
    'SELECT COUNT(*) AS n FROM trades WHERE broker_id = @broker AND (@side IS NULL OR side = @side)',
  );
  const allTrades = db.prepare<[{ user: string; account: string | null }], ListedTrade>(
    `${tradeSelect} JOIN brokers b ON b.id = t.broker_id JOIN fi_accounts a ON a.id = b.account_id
     WHERE b.user_id = @user AND a.user_id = @user AND a.linked = 1
       AND (@account IS NULL OR b.account_id = @account)
     ORDER BY t.traded_at, t.id`,
  );
  // The capital-gains history: every trade of the linked brokers, named by a holding or, for a
  // stock no longer held, by the market's table of 2018 prices.
  const tradeHistory = db.prepare<[{ user: string }], HistoryTrade>(
    `SELECT b.account_id, t.id, t.isin, t.symbol, COALESCE(n.company_name, p.company_name) AS company_name,
       t.side, t.quantity, t.price_paise, t.traded_at
     FROM trades t JOIN brokers b ON b.id = t.broker_id JOIN fi_accounts a ON a.id = b.account_id
     LEFT JOIN (
       SELECT isin, MIN(company_name) AS company_name FROM holdings WHERE source = 'aa' GROUP BY isin
     ) n ON n.isin = t.isin
     LEFT JOIN prices_2018 p ON p.isin = t.isin
     WHERE b.user_id = @user AND a.user_id = @user AND a.linked = 1
     ORDER BY b.account_id, t.traded_at, t.id`,
  );
  const prices2018 = db.prepare<[{ user: string }], { isin: string; price_paise: number }>(
    `SELECT p.isin, p.price_paise FROM prices_2018 p
     WHERE p.isin IN (
       SELECT t.isin FROM trades t JOIN brokers b ON b.id = t.broker_id JOIN fi_accounts a ON a.id = b.account_id
       WHERE b.user_id = @user AND a.user_id = @user AND a.linked = 1
     )
     ORDER BY p.isin`,
  );
  const linkedFiTypes = db.prepare<[string], { fi_type: string }>(
    'SELECT DISTINCT fi_type FROM fi_accounts WHERE user_id = ? AND linked = 1',
  );
  const fipName = db.prepare<[string], { name: string }>('SELECT name FROM fips WHERE fip_id = ?');

  return {
    /** The caller's visible brokers, by name. */
    brokers: (userId: string): ListedBroker[] => brokers.all({ user: userId }),
    /** One visible broker by demat account id, or null (unknown, unlinked or someone else's). */
    broker(userId: string, accountId: string): ListedBroker | null {
      return brokers.all({ user: userId }).find((row) => row.account_id === accountId) ?? null;
    },
    /** Holdings of every visible broker, or of one account. */
    holdings(userId: string, accountId: string | null = null): EquityHolding[] {
      return holdings
        .all({ user: userId, account: accountId })
        .flatMap((row) => (isReadableHolding(row) ? [toHolding(row)] : []));
    },
    tradesPage(
      brokerId: string,
      side: string | null,
      after: TradeCursor | null,
      limit: number,
    ): ListedTrade[] {
      return tradesPage.all({
        broker: brokerId,
        side,
        at: after?.tradedAt ?? null,
        id: after?.id ?? null,
        limit,
      });
    },
    tradeCount: (brokerId: string, side: string | null): number =>
      tradeCount.get({ broker: brokerId, side })?.n ?? 0,
    /** Every trade of the visible brokers (or one account), oldest first: XIRR's cash flows. */
    trades: (userId: string, accountId: string | null = null): ListedTrade[] =>
      allTrades.all({ user: userId, account: accountId }),
    /** Every trade of the linked brokers, by demat account, oldest first: capital gains' lots. */
    tradeHistory: (userId: string): HistoryTrade[] => tradeHistory.all({ user: userId }),
    /** The 31 January 2018 price of each ISIN the caller traded that was listed then. */
    prices2018: (userId: string) => prices2018.all({ user: userId }),
    /** The FI types the caller has linked (DEPOSIT, EQUITIES, …). */
    linkedFiTypes: (userId: string): string[] => linkedFiTypes.all(userId).map((row) => row.fi_type),
    fipName: (fipId: string): string | null => fipName.get(fipId)?.name ?? null,
  };
}

function toHolding(row: HoldingOfBroker): EquityHolding {
  return {
    id: row.id,
    brokerId: row.broker_id,
    accountId: row.account_id,
    brokerName: row.broker_name,
    depository: row.depository,
    isin: row.isin,
    symbol: row.symbol,
    companyName: row.company_name,
    sector: row.sector,
    marketCap: row.market_cap,
    quantity: row.quantity,
    avgPricePaise: paise(row.avg_price_paise),
    lastPricePaise: paise(row.last_price_paise),
    prevClosePaise: paise(row.prev_close_paise),
  };
}

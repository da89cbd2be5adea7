import { z } from 'zod/mini';

/**
 * `GET /stocks-widget/in-stocks/trade-history`: every trade of every linked demat account of the
 * caller, unpaged and oldest first, with the 31 January 2018 price of each ISIN traded, so the
 * client can match lots and work out capital gains (docs/decisions/0025). Money is integer paise.
 */

/** One trade as the capital-gains matcher needs it. */
const historyTradeSchema = z.object({
  trade_id: z.string().check(z.minLength(1)),
  isin: z.string().check(z.regex(/^[A-Z]{2}[A-Z0-9]{9}[0-9]$/)),
  symbol: z.string(),
  /** Null when the sandbox knows no name for the ISIN. */
  company_name: z.nullable(z.string()),
  side: z.enum(['BUY', 'SELL']),
  /** Whole shares. */
  quantity: z.int().check(z.positive()),
  price_paise: z.int().check(z.nonnegative()),
  /** ISO instant, with its offset. */
  traded_at: z.string(),
});

/** One demat account and its trades, oldest first. */
const tradeHistoryAccountSchema = z.object({
  account_id: z.string().check(z.minLength(1)),
  // The stocks widget's depository values; not imported from its schema module, which would
  // split that module's chunk on the Equity first screen (docs/decisions/0025).
  depository: z.enum(['CDSL', 'NSDL']),
  broker_name: z.string(),
  trades: z.array(historyTradeSchema),
});

export const tradeHistorySchema = z.object({
  accounts: z.array(tradeHistoryAccountSchema),
  /** The closing price on 31 January 2018 of each ISIN traded that was listed then (section 55(2)(ac)). */
  prices_2018: z.array(z.object({ isin: z.string(), price_paise: z.int().check(z.positive()) })),
});

export type TradeHistory = z.infer<typeof tradeHistorySchema>;

import { z } from 'zod/mini';

/**
 * `/aa-service/net-worth/history`: the net worth and its parts at month-ends, which home's net-worth
 * card and the 12-month trend cards of savings and equity draw. Money is integer paise, days
 * `YYYY-MM-DD`.
 */

const paise = z.int();
const nonNegativePaise = z.int().check(z.minimum(0));
const day = z.iso.date();

/** The net worth and its parts at the end of one day. */
const netWorthPointSchema = z.object({
  date: day,
  /** Balances of every linked bank account. */
  banks_paise: paise,
  /** Holdings at that day's prices. */
  stocks_paise: nonNegativePaise,
  /** Mutual-fund units held that day at that day's NAV. */
  funds_paise: nonNegativePaise,
  /** Used limit of every linked credit card. */
  cards_paise: nonNegativePaise,
  /** Principal outstanding on the instant-cash line. */
  insta_cash_paise: nonNegativePaise,
  /** banks + stocks + funds − cards − instant cash. */
  net_worth_paise: paise,
});
export type NetWorthPoint = z.infer<typeof netWorthPointSchema>;

/** `GET /aa-service/net-worth/history?months=12`: month-end values, oldest first, and today. */
export const netWorthHistorySchema = z.object({
  /** Today (IST): the day `current` is for. */
  as_of: day,
  months: z.int().check(z.minimum(1)),
  /** Which parts the customer has: a part not linked is 0 in every point and not a true ₹0. */
  linked: z.object({
    banks: z.boolean(),
    stocks: z.boolean(),
    funds: z.boolean(),
    cards: z.boolean(),
    insta_cash: z.boolean(),
  }),
  current: netWorthPointSchema,
  /**
   * The last `months` month-ends before today, oldest first; month-ends before any linked bank
   * account has history are left out, so there may be fewer (none when nothing is linked).
   */
  points: z.array(netWorthPointSchema),
});
export type NetWorthHistory = z.infer<typeof netWorthHistorySchema>;

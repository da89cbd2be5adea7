import { daysInMonth } from '@/domain/dates/calendar-date';
import { isMonthKey } from '@/domain/dates/month';
import { readRangeChoice, resolveRange, type RangeChoice } from '@/domain/dates/periods';

import { isTransactionCategory, type TransactionCategory } from './categories';
import { PAYMENT_MODES, type PaymentMode } from './payment-mode';

/**
 * The filters of a transaction list, kept in the address (so a filtered list can be shared,
 * reloaded and gone back to) and turned into the `/all-transactions` payload. Anything in the
 * address that is not a valid value is ignored rather than sent: a hand-edited link never errors.
 */

export type TxnFilters = {
  search?: string;
  category?: TransactionCategory;
  payment_mode?: PaymentMode;
  /** CREDIT = money in, DEBIT = money out. */
  type?: 'CREDIT' | 'DEBIT';
  account_id?: string;
  /** `YYYY-MM`: the month the rows were posted in (IST). */
  month_key?: string;
  /** A period of docs/product.md#date-ranges; wins over `month_key` when both are in the address. */
  range?: RangeChoice;
};

/** The address's names for each filter (docs/product.md#query-keys names `account_id` and `month_key`). */
const TXN_FILTER_PARAMS = [
  'search',
  'category',
  'payment_mode',
  'type',
  'account_id',
  'month_key',
  'range',
] as const;

/** Every query parameter the filters read: "Clear filters" removes them all. */
export const TXN_FILTER_QUERY_NAMES = [...TXN_FILTER_PARAMS, 'from', 'to'] as const;

/** Longest search the API takes. */
export const MAX_SEARCH_LENGTH = 100;
const MAX_ID_LENGTH = 100;

const MODES: ReadonlySet<string> = new Set(PAYMENT_MODES);

function isPaymentMode(value: string): value is PaymentMode {
  return MODES.has(value);
}

/** The valid filters among an address's query parameters (`get` is `URLSearchParams.get`). */
export function readTxnFilters(get: (name: string) => string | null): TxnFilters {
  const filters: TxnFilters = {};
  const search = get('search')?.trim().slice(0, MAX_SEARCH_LENGTH);
  if (search) filters.search = search;
  const category = get('category');
  if (category !== null && isTransactionCategory(category)) filters.category = category;
  const mode = get('payment_mode');
  if (mode !== null && isPaymentMode(mode)) filters.payment_mode = mode;
  const type = get('type');
  if (type === 'CREDIT' || type === 'DEBIT') filters.type = type;
  const account = get('account_id');
  if (account !== null && account.length > 0 && account.length <= MAX_ID_LENGTH) filters.account_id = account;
  const month = get('month_key');
  const range = readRangeChoice(get);
  if (range !== null) filters.range = range;
  else if (month !== null && isMonthKey(month)) filters.month_key = month;
  return filters;
}

/** First and last day (`YYYY-MM-DD`) of a `YYYY-MM` month. */
function monthDayRange(monthKey: string): { from: string; to: string } | null {
  if (!isMonthKey(monthKey)) return null;
  const year = Number(monthKey.slice(0, 4));
  const month = Number(monthKey.slice(5, 7));
  return { from: `${monthKey}-01`, to: `${monthKey}-${String(daysInMonth(year, month)).padStart(2, '0')}` };
}

/** The `/all-transactions` filter fields for `filters` (paging is added by the caller). */
export type TxnFilterPayload = {
  account_ids?: string[];
  from?: string;
  to?: string;
  category?: string;
  payment_mode?: PaymentMode;
  type?: 'CREDIT' | 'DEBIT';
  search?: string;
};

/** The payload of `filters`; a preset period resolves against `today` (an IST `YYYY-MM-DD`). */
export function txnFilterPayload(filters: TxnFilters, today: string): TxnFilterPayload {
  const payload: TxnFilterPayload = {};
  if (filters.account_id !== undefined) payload.account_ids = [filters.account_id];
  const range =
    filters.range !== undefined
      ? resolveRange(filters.range, today)
      : filters.month_key === undefined
        ? null
        : monthDayRange(filters.month_key);
  if (range !== null) {
    payload.from = range.from;
    payload.to = range.to;
  }
  if (filters.category !== undefined) payload.category = filters.category;
  if (filters.payment_mode !== undefined) payload.payment_mode = filters.payment_mode;
  if (filters.type !== undefined) payload.type = filters.type;
  if (filters.search !== undefined) payload.search = filters.search;
  return payload;
}

/** How many filters narrow the list (search included), for a "Filters (2)" button. */
export function activeFilterCount(filters: TxnFilters): number {
  return TXN_FILTER_PARAMS.filter((name) => filters[name] !== undefined).length;
}

import { CAS_MAX_VALUE_PAISE } from '@/domain/portfolio/broker-import';

import { isBlankName } from '../../http/write-guards';

/** The stored figures a holding's answer is computed from. */
export type StoredHoldingFigures = {
  id: string;
  company_name: string;
  quantity: number;
  avg_price_paise: number;
  last_price_paise: number;
  prev_close_paise: number;
};

// A warning per row, not per read: a bad row is read on every request.
const warned = new Set<string>();

/**
 * True when a stored holding can be answered: every figure a safe integer, and its value at each
 * price within what one statement may hold (so the sums of a page stay exact). Writes refuse the
 * rest (cas-checks.ts), but a row written before they did must not turn every read into a 500:
 * it is left out, with a warning naming it, once.
 */
export function isReadableHolding(row: StoredHoldingFigures): boolean {
  const prices = [row.avg_price_paise, row.last_price_paise, row.prev_close_paise];
  const ok =
    !isBlankName(row.company_name) &&
    Number.isSafeInteger(row.quantity) &&
    row.quantity > 0 &&
    prices.every(
      (price) => Number.isSafeInteger(price) && price >= 0 && row.quantity * price <= CAS_MAX_VALUE_PAISE,
    );
  if (!ok && !warned.has(row.id)) {
    warned.add(row.id);
    process.emitWarning(`holding ${row.id} left out of reads: its stored figures cannot be answered`, {
      code: 'SANDBOX_BAD_ROW',
    });
  }
  return ok;
}

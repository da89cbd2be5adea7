import { isFundBuy } from '@/domain/mutual-funds/fund-lines';
import { fundValuePaise } from '@/domain/mutual-funds/fund-position';

import type { MutualFundsQueries } from '../mutual-funds/mutual-funds-queries';

/**
 * What a customer's mutual funds were worth at the end of a day: the units of each scheme in each
 * folio that the lines up to that day add up to, at the scheme's latest NAV on or before it,
 * valued as the client values them (`fundValuePaise`), so home's figure and the funds area agree
 * to the paisa.
 */
export function createFundsValue(queries: MutualFundsQueries) {
  return function fundsValueAt(userId: string, day: string): number {
    const units = new Map<string, { isin: string; milli: number }>();
    for (const line of queries.lines(userId)) {
      if (line.day > day || line.kind === 'stamp_duty') continue;
      const key = `${line.folio_id}|${line.isin}`;
      const held = units.get(key) ?? { isin: line.isin, milli: 0 };
      held.milli += isFundBuy(line.kind) ? line.units_milli : -line.units_milli;
      units.set(key, held);
    }
    let total = 0;
    for (const { isin, milli } of units.values()) {
      const nav = milli > 0 ? queries.latestNav(isin, day) : null;
      if (nav !== null) total += fundValuePaise(milli, nav.nav_hundredth_paise);
    }
    return total;
  };
}

/**
 * Mutual funds of the seeded world: the scheme master and its NAVs first, then each persona's
 * folios priced from them, then the NAV history: each scheme's first day, every Friday, its
 * latest weekday and every day a folio has a line on it (NAVs are public: no customer's days are
 * told to another by them). Newbie's folios are written too, but show only once she links them
 * through the AA (newbie-folios.ts).
 */
import { GRANDFATHERING_PRICE_DAY } from '@/domain/capital-gains/tax-rules';

import type { FolioRow } from '../../db/data-rows-funds';
import type { SeedContext } from '../context';
import { type Day, dayOf, isoDate, partsOf } from '../dates';
import { pad } from '../references';
import { DEMO_FOLIOS, demoFundLines } from './demo-folios';
import { type SchemeLines, schemeLines } from './folio-lines';
import type { FundBook } from './fund-book';
import { type NavSeries, navSeries } from './nav-series';
import { NEWBIE_CAMS_FOLIO, NEWBIE_KFIN_FOLIO, newbieFundLines } from './newbie-folios';
import { OTHER_PPFAS_FOLIO, otherFundLines } from './other-folios';
import { FUND_SCHEMES } from './schemes';

const FOLIOS: readonly FolioRow[] = [...DEMO_FOLIOS, OTHER_PPFAS_FOLIO, NEWBIE_CAMS_FOLIO, NEWBIE_KFIN_FOLIO];

function seriesOf(all: ReadonlyMap<string, NavSeries>, isin: string): NavSeries {
  const series = all.get(isin);
  if (series === undefined) throw new Error(`${isin} is not in the scheme master`);
  return series;
}

/** The days of `series` the history keeps: its first, every Friday, its last weekday, and `extra`. */
function historyDays(series: NavSeries, extra: ReadonlySet<Day>): Day[] {
  const days = new Set<Day>([...extra].filter((day) => day >= series.first && day <= series.last));
  if (series.first <= series.last) days.add(series.first);
  let lastWeekday: Day | null = null;
  for (let day = series.first; day <= series.last; day += 1) {
    const { weekday } = partsOf(day);
    if (weekday === 5) days.add(day);
    if (weekday !== 0 && weekday !== 6) lastWeekday = day;
  }
  if (lastWeekday !== null) days.add(lastWeekday);
  return [...days].sort((a, b) => a - b);
}

export function seedMutualFunds(ctx: SeedContext): void {
  const all = new Map(FUND_SCHEMES.map((scheme) => [scheme.row.isin, navSeries(ctx, scheme)]));
  const grandfathering = dayOf(GRANDFATHERING_PRICE_DAY);
  for (const scheme of FUND_SCHEMES) {
    const series = seriesOf(all, scheme.row.isin);
    const existed = series.first <= grandfathering && grandfathering <= series.last;
    ctx.writer.insert('mf_schemes', {
      ...scheme.row,
      nav_2018_hundredth_paise: existed ? series.on(grandfathering) : null,
    });
  }

  const books = new Map<string, { folioId: string; isin: string; lines: SchemeLines }>();
  const book: FundBook = {
    anchorDay: ctx.anchorDay,
    lines(folioId, scheme) {
      const key = `${folioId}|${scheme.row.isin}`;
      let found = books.get(key);
      if (found === undefined) {
        found = {
          folioId,
          isin: scheme.row.isin,
          lines: schemeLines(seriesOf(all, scheme.row.isin), ctx.anchorDay),
        };
        books.set(key, found);
      }
      return found.lines;
    },
  };
  demoFundLines(book);
  otherFundLines(book);
  newbieFundLines(book);

  const usedDays = new Map<string, Set<Day>>();
  for (const folio of FOLIOS) {
    const lines = [...books.values()]
      .filter((entry) => entry.folioId === folio.id)
      .flatMap((entry) => entry.lines.lines.map((line) => ({ ...line, isin: entry.isin })))
      // Stable: a day's lines keep the order they were written in (a purchase before its stamp duty).
      .sort((a, b) => a.day - b.day);
    if (lines.length === 0) continue;
    ctx.writer.insert('mf_folios', folio);
    for (const [i, { day, ...line }] of lines.entries()) {
      ctx.writer.insert('mf_transactions', {
        id: `${folio.id}-${pad(i + 1, 4)}`,
        folio_id: folio.id,
        day: isoDate(day),
        ...line,
      });
      const days = usedDays.get(line.isin) ?? new Set<Day>();
      usedDays.set(line.isin, days.add(day));
    }
  }

  for (const scheme of FUND_SCHEMES) {
    const series = seriesOf(all, scheme.row.isin);
    for (const day of historyDays(series, usedDays.get(scheme.row.isin) ?? new Set())) {
      ctx.writer.insert('mf_nav_history', {
        isin: scheme.row.isin,
        day: isoDate(day),
        nav_hundredth_paise: series.on(day),
      });
    }
  }
}

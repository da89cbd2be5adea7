/**
 * Systematic investment plans still running, found in the statement: a fund's SIP instalments of one
 * amount on about one day of the month (a holiday moves an instalment by a few days, a short month
 * brings the 29th–31st forward) make one SIP; it runs while its last instalment is recent.
 */
import { daysInMonth } from '@/domain/dates/calendar-date';
import { daysFromTo, isoDay } from '@/domain/dates/iso-day';
import { addMonths, monthKeyOf } from '@/domain/dates/month';

import { costedFundLines, type FundInput } from './fund-lines';

export type RunningSip = {
  folioId: string;
  isin: string;
  name: string;
  /** The latest instalment with its stamp duty: the amount of the mandate. */
  amountPaise: number;
  dayOfMonth: number;
  lastDay: string;
  nextDay: string;
  instalments: number;
};

/** Instalments this many days of the month apart (either way, across a month's end) are one SIP's. */
const DAY_TOLERANCE = 3;
/** A SIP whose last instalment is older than this is taken as stopped. */
const RUNNING_WITHIN_DAYS = 45;
const LONGEST_MONTH = 31;

type Instalment = { day: string; grossPaise: number };

const dayOfMonthOf = (day: string) => Number(day.slice(8, 10));

/** How far apart two days of the month are, round the month's end (the 30th and the 2nd are 3 apart). */
function monthDayDistance(a: number, b: number): number {
  const apart = Math.abs(a - b);
  return Math.min(apart, LONGEST_MONTH - apart);
}

/** The day of the month most instalments fell on; a tie goes to the day seen first. */
function usualDay(instalments: readonly Instalment[]): number {
  const counts = new Map<number, number>();
  for (const { day } of instalments) counts.set(dayOfMonthOf(day), (counts.get(dayOfMonthOf(day)) ?? 0) + 1);
  let best = dayOfMonthOf(instalments[0]!.day);
  for (const [day, count] of counts) if (count > (counts.get(best) ?? 0)) best = day;
  return best;
}

/**
 * The first `dayOfMonth` (the month's last day when it is shorter) more than the tolerance after
 * `lastDay`, so an instalment moved late by a holiday is not due again, and not before `asOfDay`.
 */
function nextInstalmentDay(dayOfMonth: number, lastDay: string, asOfDay: string): string {
  let month = monthKeyOf(lastDay);
  for (;;) {
    const year = Number(month.slice(0, 4));
    const monthNumber = Number(month.slice(5, 7));
    const day = isoDay(year, monthNumber, Math.min(dayOfMonth, daysInMonth(year, monthNumber)));
    if (daysFromTo(lastDay, day) > DAY_TOLERANCE && day >= asOfDay) return day;
    const next = addMonths(month, 1);
    if (next === null) return day;
    month = next;
  }
}

/** The fund's SIP instalments up to `asOfDay`, grouped by amount and day of the month. */
function sipGroups(fund: FundInput, asOfDay: string): Instalment[][] {
  const groups: { grossPaise: number; days: number[]; instalments: Instalment[] }[] = [];
  const instalments = costedFundLines(fund.lines.filter((line) => line.day <= asOfDay))
    .filter((line) => line.kind === 'sip')
    .map((line) => ({ day: line.day, grossPaise: line.costPaise }))
    .sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
  for (const instalment of instalments) {
    const dayOfMonth = dayOfMonthOf(instalment.day);
    const group = groups.find(
      (candidate) =>
        candidate.grossPaise === instalment.grossPaise &&
        candidate.days.some((day) => monthDayDistance(day, dayOfMonth) <= DAY_TOLERANCE),
    );
    if (group === undefined)
      groups.push({ grossPaise: instalment.grossPaise, days: [dayOfMonth], instalments: [instalment] });
    else {
      group.days.push(dayOfMonth);
      group.instalments.push(instalment);
    }
  }
  return groups.map((group) => group.instalments);
}

/** The SIPs running on `asOfDay`, the next one due first. */
export function findSips(funds: readonly FundInput[], asOfDay: string): RunningSip[] {
  const sips: RunningSip[] = [];
  for (const fund of funds) {
    for (const instalments of sipGroups(fund, asOfDay)) {
      const last = instalments[instalments.length - 1]!;
      if (daysFromTo(last.day, asOfDay) > RUNNING_WITHIN_DAYS) continue;
      const dayOfMonth = usualDay(instalments);
      sips.push({
        folioId: fund.folioId,
        isin: fund.isin,
        name: fund.name,
        amountPaise: last.grossPaise,
        dayOfMonth,
        lastDay: last.day,
        nextDay: nextInstalmentDay(dayOfMonth, last.day, asOfDay),
        instalments: instalments.length,
      });
    }
  }
  return sips.sort(
    (a, b) => (a.nextDay < b.nextDay ? -1 : a.nextDay > b.nextDay ? 1 : 0) || a.name.localeCompare(b.name),
  );
}

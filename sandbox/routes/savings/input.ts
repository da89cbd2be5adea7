import { z } from 'zod';

import { istDayStartInstant } from '@/domain/dates/ist';
import { addMonths, MONTH_KEY_PATTERN } from '@/domain/dates/month';
import { customRange, MAX_RANGE_DAYS, type DayRange } from '@/domain/dates/periods';

import { clientError, describeZodError } from '../../http/api-errors';

/**
 * Reading requests: zod parses every query and body, and a failure becomes a 400 naming the field
 * (thrown, so the sandbox's error handler answers it in the JSON error shape).
 */

/** The value `schema` makes of `value`, or a thrown 400 naming the failed fields. */
export function parseInput<S extends z.core.$ZodType>(schema: S, value: unknown): z.output<S> {
  const result = z.safeParse(schema, value);
  if (!result.success) throw clientError(400, describeZodError(result.error));
  return result.data;
}

/** A thrown 404 that reveals nothing about whether the id exists for someone else. */
export function notFound(what: string): Error & { statusCode: number } {
  return clientError(404, `${what} not found`);
}

/** Query-string pieces shared by the GET endpoints. */
export const accountIdParam = z.string().min(1).max(100);
export const monthKeyParam = z.string().regex(MONTH_KEY_PATTERN, 'must be a month as YYYY-MM');
export const dayParam = z.iso.date({ error: 'must be a date as YYYY-MM-DD' });
/** `months` of money flow and summary: default 6, at most 18 (the history the AA fetches). */
const MAX_MONTHS = 18;
export const monthsParam = z.coerce.number().int().min(1).max(MAX_MONTHS).default(6);

/** `[start, end)` instants of the IST days `from`..`to` (both included), for `posted_at` ranges. */
export function istDayRange(from: string, to: string): { start: string; end: string } {
  const start = istDayStartInstant(from);
  const toStart = istDayStartInstant(to);
  if (start === null || toStart === null) throw clientError(400, 'from/to: must be dates as YYYY-MM-DD');
  return { start, end: new Date(Date.parse(toStart) + 86_400_000).toISOString() };
}

/** `[start, end)` instants of `months` IST months from `firstMonth` (`YYYY-MM`) on. */
export function istMonthRange(firstMonth: string, months = 1): { start: string; end: string } {
  const endMonth = addMonths(firstMonth, months);
  const start = istDayStartInstant(`${firstMonth}-01`);
  const end = endMonth === null ? null : istDayStartInstant(`${endMonth}-01`);
  if (start === null || end === null) throw clientError(400, 'month_key: must be a month as YYYY-MM');
  return { start, end };
}

/**
 * Optional `from`/`to` (IST days) of the range endpoints. Spread into a query object and check it
 * with {@link checkDayRange}: the client resolves presets, so the sandbox only ever sees days.
 */
export const DAY_RANGE_FIELDS = { from: dayParam.optional(), to: dayParam.optional() };

/** A zod refinement: both days or neither, in order, at most {@link MAX_RANGE_DAYS} days. */
export function checkDayRange(
  input: { from?: string | undefined; to?: string | undefined },
  ctx: z.RefinementCtx,
): void {
  if (input.from === undefined && input.to === undefined) return;
  if (input.from === undefined || input.to === undefined)
    ctx.addIssue({ code: 'custom', path: ['from'], message: 'give both days of the range, or neither' });
  else if (customRange(input.from, input.to) === null)
    ctx.addIssue({
      code: 'custom',
      path: ['from'],
      message: `must not be after to, and a range is at most ${MAX_RANGE_DAYS} days`,
    });
}

/** The range a checked query asked for, or null without one. */
export function dayRangeOf(input: { from?: string | undefined; to?: string | undefined }): DayRange | null {
  return input.from === undefined || input.to === undefined ? null : { from: input.from, to: input.to };
}

/** The months (`YYYY-MM`) a range touches, oldest first; its first and last may be partial. */
export function monthsOfRange(range: DayRange): string[] {
  const months: string[] = [];
  const last = range.to.slice(0, 7);
  for (let month: string | null = range.from.slice(0, 7); month !== null && month <= last;) {
    months.push(month);
    month = addMonths(month, 1);
  }
  return months;
}

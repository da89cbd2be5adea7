import { z } from 'zod/mini';

/**
 * The instant-cash summary (`GET /insta-cash/summary`) and the atoms the rest of the instant-cash
 * contract (insta-cash.ts) builds on. Its own module because home's first screen reads this answer
 * and nothing else of instant cash: a first screen downloads only the schemas it parses.
 */

export const id = z.string().check(z.minLength(1));
export const nonNegativePaise = z.int().check(z.minimum(0));
export const count = z.int().check(z.minimum(0));
export const isoDay = z.iso.date();

const nextEmiSchema = z.object({
  due_date: isoDay,
  /** Every EMI falling due that day, across withdrawals. */
  amount_paise: nonNegativePaise,
  emi_count: count,
  days_to_due: z.int(),
});

const navlink = z.string().check(z.minLength(1));

/** `GET /insta-cash/summary`: the insta-cash home. */
export const instaCashSummarySchema = z.discriminatedUnion('eligible', [
  z.object({
    eligible: z.literal(true),
    credit_line_id: id,
    lender: z.string(),
    status: z.enum(['ACTIVE', 'FROZEN']),
    limit_paise: nonNegativePaise,
    available_paise: nonNegativePaise,
    outstanding_principal_paise: nonNegativePaise,
    utilisation_bps: count,
    annual_rate_bps: count,
    next_emi: z.nullable(nextEmiSchema),
    overdue_amount_paise: nonNegativePaise,
    overdue_count: count,
    active_withdrawals: count,
    /** Principal plus interest accrued to date: what closes every withdrawal today. */
    foreclosure_amount_paise: nonNegativePaise,
    /**
     * The lending navlinks of the repayment actions on offer now (null: not on offer). Each is an
     * app path (pushed, its query merged into the current one) or an allow-listed https page
     * (the native redirect in the apps): the app follows them, it does not build them.
     */
    navlinks: z.object({
      pay_overdue: z.nullable(navlink),
      pay_next_emi: z.nullable(navlink),
      prepay: z.nullable(navlink),
      foreclose: z.nullable(navlink),
    }),
  }),
  z.object({ eligible: z.literal(false) }),
]);
export type InstaCashSummary = z.infer<typeof instaCashSummarySchema>;

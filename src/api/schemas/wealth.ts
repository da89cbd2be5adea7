import { z } from 'zod/mini';

import { consentStateSchema } from './aa-common';

/**
 * What home reads beside the areas' own endpoints: the customer's consents with their expiry
 * (`/tracking-service/consents`), the running mutual-fund SIPs (`/tracking-service/mutual-funds/sips`);
 * the net-worth history is in `./net-worth`, the premiums of linked insurance policies
 * (`/tracking-service/insurance-policies`) in `./insurance`. Money is integer paise, days
 * `YYYY-MM-DD`.
 */

const day = z.iso.date();

/** One consent the customer gave, with when it ends. */
const consentSummarySchema = z.object({
  consent_handle: z.string().check(z.minLength(1)),
  /** What it covers, in words: "HDFC Bank, ICICI Bank and SBI". */
  label: z.string(),
  flow_type: z.string(),
  state: consentStateSchema,
  /**
   * `FAILED`: the consent is active but data cannot be fetched through it (a FIP of it is down).
   * `EXPIRED`: past `expires_on`. Otherwise `ACTIVE`.
   */
  health: z.enum(['ACTIVE', 'FAILED', 'EXPIRED']),
  created_at: z.iso.datetime({ offset: true }),
  expires_on: day,
  days_to_expiry: z.int(),
});
export type ConsentSummary = z.infer<typeof consentSummarySchema>;

/** `GET /tracking-service/consents`: the customer's ACTIVE consents, soonest expiry first. */
export const consentsSchema = z.object({ consents: z.array(consentSummarySchema) });

/**
 * `GET /tracking-service/mutual-funds/sips`: the SIPs running today, found from the instalments as
 * the funds area finds them (`findSips`). Here, not in `./mutual-funds`: home reads it, and that
 * module's portfolio schemas would come onto home's first screen with it. Next due first.
 */
export const runningSipsSchema = z.object({
  as_of: day,
  sips: z.array(
    z.object({
      folio_id: z.string(),
      isin: z.string(),
      /** The scheme's name, as the fund house gives it. */
      name: z.string(),
      /** The latest instalment with its stamp duty: what the mandate debits. */
      amount_paise: z.int().check(z.minimum(1)),
      /** The usual day of the month (a shorter month takes its last day). */
      day_of_month: z.int().check(z.minimum(1), z.maximum(31)),
      /** The next instalment, on or after `as_of`. */
      next_day: day,
    }),
  ),
});
export type RunningSips = z.infer<typeof runningSipsSchema>;

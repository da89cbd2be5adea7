import { z } from 'zod/mini';

import { ctaSchema, nonEmpty } from './aa-common';

/**
 * `GET /aa-service/sms-depreciation-bottomsheet` (docs/product.md#aggregator-service): the sheet
 * that asks a customer still tracked by SMS to move to the account aggregator. Savings shows it, so
 * it has a file of its own rather than a place among the linking journey's screens.
 */
export const smsDeprecationBottomsheetSchema = z.object({
  /** False once the customer tracks a bank account through the AA: nothing to migrate. */
  show: z.boolean(),
  title: nonEmpty,
  description: nonEmpty,
  points: z.array(nonEmpty),
  cta: ctaSchema,
  dismiss_label: nonEmpty,
});
export type SmsDeprecationBottomsheet = z.infer<typeof smsDeprecationBottomsheetSchema>;

import { emit } from './bus';

/** The money flows that report their steps. */
export type PaymentFlow =
  'card-bill' | 'insta-cash-repayment' | 'insta-cash-withdrawal' | 'insta-cash-mandate';

/** The steps of a payment, in order; `status-*` is what its status page last saw. */
export type PaymentStep =
  | 'started'
  | 'confirmed'
  | 'sent'
  | 'redirected'
  | 'refused'
  | 'status-pending'
  | 'status-success'
  | 'status-failed';

/**
 * One analytics event per payment step (`payment_step`). Only the flow, the step, the kind, the
 * amount and an error code go out: never a card, account or UPI number (the telemetry scrubber
 * would mask those too, but they are not given to it in the first place).
 */
export function trackPaymentStep(
  flow: PaymentFlow,
  step: PaymentStep,
  details: { kind?: string; amount_paise?: number; code?: string; channel?: string } = {},
): void {
  emit('analytics/track', {
    event_name: 'payment_step',
    event_Param: { flow, step, ...details },
  });
}

/**
 * Sandbox special amounts: the paise part of a card-bill payment picks a failure, so tests and
 * demos can reach every path without a real bank. Any other amount behaves normally.
 */
export type PaymentScenario =
  'normal' | 'insufficient-funds' | 'bank-down' | 'gateway-timeout' | 'slow-pending' | 'fails-after-redirect';

/** ₹x.51 … ₹x.55, documented in docs/sandbox.md. */
const SCENARIO_BY_PAISE: Readonly<Record<number, PaymentScenario>> = {
  51: 'insufficient-funds',
  52: 'bank-down',
  53: 'gateway-timeout',
  54: 'slow-pending',
  55: 'fails-after-redirect',
};

export function scenarioOf(amountPaise: number): PaymentScenario {
  return SCENARIO_BY_PAISE[amountPaise % 100] ?? 'normal';
}

/** How long a pending payment (or a UPI intent) waits for the bank, on the sandbox's clock. */
export const SETTLE_AFTER_MS = 10_000;

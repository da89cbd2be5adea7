/**
 * Log out's one call into telemetry delivery: the leaving customer's queued user-events are sent
 * now under their own token (for a few seconds at most), and whatever is left of them is dropped.
 * After it, no outbox row of that customer can ever be sent signed out or under the next
 * customer's token (src/telemetry/delivery/deliver.ts, `flushOrDropLeavingCustomer`).
 */
import { env } from '@/config/env';

/** How long Log out waits for the leaving customer's events to go before dropping the rest. */
const LOGOUT_FLUSH_DEADLINE_MS = 3000;

/** Flushes or drops the outbox rows of the customer signed in with `leaving`. Never rejects. */
export async function flushOrDropLeavingTelemetry(leaving: string | null): Promise<void> {
  try {
    // Lazy: the delivery module (and its storage) is not part of the shell.
    const { flushOrDropLeavingCustomer, postNow } = await import('@/telemetry/delivery');
    await flushOrDropLeavingCustomer(leaving, postNow, {
      baseUrl: env.VITE_GATEWAY_URL,
      deadlineMs: LOGOUT_FLUSH_DEADLINE_MS,
    });
  } catch (error) {
    // The chunk could not load (offline after a deploy): the rows keep their owner key, and the
    // next sender drops them as not the signed-in customer's.
    console.warn('Telemetry: could not settle the leaving customer’s events', error);
  }
}

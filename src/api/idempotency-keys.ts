/**
 * The Idempotency-Key of a money-moving request, kept until its outcome is final. The key belongs
 * to what is asked (the scope and the body), not to a click or a tab: a double tap, a retry after a
 * timeout or a cut connection, a reload, or the same payment started in a second tab all send the
 * same key, and the server answers them all with the one payment it made. Kept in localStorage
 * (shared by the tabs of the origin); forgotten once the payment settles, so paying the same
 * amount again later is a new payment.
 */
import { v4 as uuidv4 } from 'uuid';

import { safeStorage, type SyncStorage } from './safe-storage';

const PREFIX = 'kosh.idempotency.';
/** Under the server's 24 h: a key the server may have forgotten is never reused. */
const KEY_LIFETIME_MS = 23 * 60 * 60_000;

type Stored = { key: string; at: number };

/** Field order must not matter: `{a, b}` and `{b, a}` are the same request. */
function canonical(body: Readonly<Record<string, unknown>>): string {
  return JSON.stringify(body, Object.keys(body).sort());
}

function slotOf(scope: string, body: Readonly<Record<string, unknown>>): string {
  return `${PREFIX}${scope}:${canonical(body)}`;
}

function read(storage: SyncStorage, slot: string, now: number): Stored | null {
  try {
    const value = JSON.parse(storage.getItem(slot) ?? 'null') as Partial<Stored> | null;
    if (typeof value?.key !== 'string' || typeof value.at !== 'number') return null;
    return now - value.at < KEY_LIFETIME_MS && value.at <= now ? { key: value.key, at: value.at } : null;
  } catch {
    return null;
  }
}

function idempotencyKeys(storage: SyncStorage = safeStorage(), clock: () => number = Date.now) {
  return {
    /** The key for this request: the one still pending for it, else a new one (remembered). */
    keyFor(scope: string, body: Readonly<Record<string, unknown>>): string {
      const slot = slotOf(scope, body);
      const now = clock();
      const known = read(storage, slot, now);
      if (known !== null) return known.key;
      const key = uuidv4();
      storage.setItem(slot, JSON.stringify({ key, at: now }));
      return key;
    },
    /** The outcome is final (success, or a failure that moved no money): the next request is new. */
    release(scope: string, body: Readonly<Record<string, unknown>>): void {
      storage.removeItem(slotOf(scope, body));
    },
    /** Remembers which request made `resultId` (a payment id), for {@link releaseResult} on its status page. */
    bind(scope: string, body: Readonly<Record<string, unknown>>, resultId: string): void {
      storage.setItem(`${PREFIX}result.${resultId}`, slotOf(scope, body));
    },
    /** `resultId` reached its final status: its request's key is forgotten. */
    releaseResult(resultId: string): void {
      const slot = storage.getItem(`${PREFIX}result.${resultId}`);
      if (slot !== null && slot.startsWith(PREFIX)) storage.removeItem(slot);
      storage.removeItem(`${PREFIX}result.${resultId}`);
    },
  };
}

/** The page's store. */
export const moneyKeys = idempotencyKeys();

/**
 * What the service worker does with the requests a page hands over (handoff.ts): checks, sends,
 * and acknowledges in the outbox, so the rows leave even if the page is gone. Here rather than in
 * sw/ so it runs, and is tested, with the rest of delivery; the worker supplies its stored token.
 */
import type { Post, WireRequest } from './deliver';
import { handoffHeaders, type HandoffAnswer, type HandoffItem } from './handoff';
import { ack, lease } from './outbox';
import { verdictFor } from './verdicts';

/** How long handed-over rows are held back from other senders while the worker sends them. */
const HANDOFF_LEASE_MS = 30_000;

export type HandedOverDeps = {
  post: (request: WireRequest) => ReturnType<Post>;
  /** The session's stored token (null: nobody signed in, or unreadable). */
  readToken: () => Promise<string | null>;
  /** The only origin a handed-over request may go to: the gateway's. */
  origin: string;
  /** Resolves a relative URL (the worker's own origin). */
  base: string;
  now?: () => number;
};

/**
 * Sends `items` and acknowledges the rows the sink accepted, so the next sender does not send them
 * again. Only to `origin`: a handed-over request is never a way to post anywhere else. A request
 * under the session goes only with the stored token of the customer it names (`handoffHeaders`);
 * otherwise it is neither sent nor leased, and answered `unsent`, so a waiting page posts it itself
 * and a closed one leaves it to the next sender. A request that fails leaves its rows in the
 * outbox, for the next sender or Background Sync: nothing is lost.
 */
export function sendHandoffItems(
  items: readonly HandoffItem[],
  deps: HandedOverDeps,
): Promise<HandoffAnswer[]> {
  const now = deps.now ?? Date.now;
  // Read once per message, and only when a request needs it.
  let token: Promise<string | null> | null = null;
  const storedToken = () => (token ??= deps.readToken());
  return Promise.all(
    items.map(async (item): Promise<HandoffAnswer> => {
      if (new URL(item.url, deps.base).origin !== deps.origin) return { status: null };
      const headers = handoffHeaders(item, item.owner === undefined ? null : await storedToken());
      if (headers === null) return { status: null, unsent: true };
      // Held back while this send is under way: a page opened meanwhile must not send them too.
      await lease(item.ids, now() + HANDOFF_LEASE_MS);
      const answer = await deps.post({ url: item.url, body: item.body, headers, beacon: false });
      if (verdictFor(answer, item.ids.length, 0, now(), 0).kind === 'ack') await ack(item.ids);
      else await lease(item.ids, now());
      return answer;
    }),
  );
}

/**
 * Whether the worker tried `answer`'s request and the sink did not take it: no answer, or one that
 * is not a 2xx. Its rows are still in the outbox, for a Background Sync (an `unsent` one was never
 * tried: the page deals with it).
 */
export function leftInOutbox(answer: HandoffAnswer): boolean {
  return answer.unsent !== true && (answer.status === null || answer.status < 200 || answer.status >= 300);
}

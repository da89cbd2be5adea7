/**
 * The sending tab's ordinary batches go through the service worker when one is active
 * (docs/telemetry.md#delivery-guarantees). The worker outlives the page: if the tab closes while a
 * batch is on its way, the worker still sees the answer and acknowledges the rows in the outbox.
 * Sent by the page itself, that answer died with the page and the next sender sent the same rows
 * again: the duplicate arrivals that were left after the unload hand-off.
 *
 * Only requests without a session go this way (the worker never holds the token) and never a
 * beacon (acknowledged as soon as the browser queues it). Without a worker, or if it does not
 * answer in time, the page posts as before: nothing is lost, at worst sent twice.
 */
import {
  TELEMETRY_REQUEST_TIMEOUT_MS,
  type Answer,
  type Post,
  type WireRequest,
} from '@/api/telemetry-delivery';

/** Over the worker's own request timeout: a relay that got no answer by then is given up. */
const RELAY_TIMEOUT_MS = TELEMETRY_REQUEST_TIMEOUT_MS + 5_000;

/** Known ahead of need; on the first visit the worker is active but controls no page yet. */
let activeWorker: ServiceWorker | null = null;
if (typeof navigator !== 'undefined' && 'serviceWorker' in navigator) {
  void navigator.serviceWorker.ready
    .then((registration) => {
      activeWorker = registration.active;
    })
    .catch(() => undefined);
}

function workerNow(): ServiceWorker | null {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return null;
  return navigator.serviceWorker.controller ?? activeWorker;
}

function answerOf(data: unknown): Answer {
  const answers = (data as { answers?: unknown } | null)?.answers;
  const first: unknown = Array.isArray(answers) ? answers[0] : undefined;
  const status = (first as { status?: unknown } | undefined)?.status;
  if (typeof status !== 'number') return { status: null };
  const retryAfter = (first as { retryAfter?: unknown }).retryAfter;
  return { status, retryAfter: typeof retryAfter === 'string' ? retryAfter : null };
}

/** Whether `request` may be relayed: no session, not a beacon. */
export function relayable(request: WireRequest): boolean {
  return !request.beacon && !('Authorization' in request.headers);
}

/** A {@link Post} that goes through the active service worker, else `direct`. */
export function relayThroughWorker(direct: Post, worker: () => ServiceWorker | null = workerNow): Post {
  return (request, ids) => {
    const target = worker();
    if (target === null || ids.length === 0 || !relayable(request)) return direct(request, ids);
    const channel = new MessageChannel();
    const answer = new Promise<Answer>((resolve) => {
      const timer = setTimeout(() => {
        channel.port1.close();
        resolve({ status: null });
      }, RELAY_TIMEOUT_MS);
      channel.port1.onmessage = (event: MessageEvent) => {
        clearTimeout(timer);
        channel.port1.close();
        resolve(answerOf(event.data));
      };
    });
    try {
      target.postMessage(
        {
          type: 'TELEMETRY_HANDOFF',
          items: [{ ids: [...ids], url: request.url, body: request.body, headers: request.headers }],
        },
        [channel.port2],
      );
    } catch {
      channel.port1.close();
      return direct(request, ids);
    }
    return answer;
  };
}

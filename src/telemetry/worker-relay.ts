/**
 * The sending tab's ordinary batches go through the service worker when one is active
 * (docs/telemetry.md#delivery-guarantees). The worker outlives the page: if the tab closes while a
 * batch is on its way, the worker still sees the answer and acknowledges the rows in the outbox.
 * Sent by the page itself, that answer died with the page and the next sender sent the same rows
 * again: the duplicate arrivals that were left after the unload hand-off.
 *
 * User-events too: the request goes without its token, named by the session's owner key, and the
 * worker adds the stored token of that customer (src/telemetry/delivery/handoff.ts). If it
 * cannot (nobody signed in there, another customer's token), it answers `unsent` and the page posts
 * the request itself. Never a beacon (acknowledged as soon as the browser queues it). Without a
 * worker, or if it does not answer in time, the page posts as before: nothing is lost, at worst
 * sent twice.
 */
import { currentWorker } from './active-worker';
import {
  handoffItemOf,
  TELEMETRY_REQUEST_TIMEOUT_MS,
  type HandoffAnswer,
  type Post,
  type WireRequest,
} from './delivery';

/** Over the worker's own request timeout: a relay that got no answer by then is given up. */
const RELAY_TIMEOUT_MS = TELEMETRY_REQUEST_TIMEOUT_MS + 5_000;

function answerOf(data: unknown): HandoffAnswer {
  const answers = (data as { answers?: unknown } | null)?.answers;
  const first: unknown = Array.isArray(answers) ? answers[0] : undefined;
  if ((first as { unsent?: unknown } | undefined)?.unsent === true) return { status: null, unsent: true };
  const status = (first as { status?: unknown } | undefined)?.status;
  if (typeof status !== 'number') return { status: null };
  const retryAfter = (first as { retryAfter?: unknown }).retryAfter;
  return { status, retryAfter: typeof retryAfter === 'string' ? retryAfter : null };
}

/** Whether `request` may be relayed: not a beacon. */
function relayable(request: WireRequest): boolean {
  return !request.beacon;
}

export type RelayOptions = {
  /** The active worker, or null. */
  worker?: () => ServiceWorker | null;
  /**
   * Whether the worker can read this session's token (it is the stored one). When not, a request
   * under the session is posted by the page at once, without asking the worker first.
   */
  sessionInWorker?: () => boolean;
};

/** A {@link Post} that goes through the active service worker, else `direct`. */
export function relayThroughWorker(
  direct: Post,
  { worker = currentWorker, sessionInWorker = () => true }: RelayOptions = {},
): Post {
  return async (request, ids) => {
    const target = worker();
    if (target === null || ids.length === 0 || !relayable(request)) return direct(request, ids);
    const item = handoffItemOf(request, ids);
    if (item.owner !== undefined && !sessionInWorker()) return direct(request, ids);
    const channel = new MessageChannel();
    const answer = new Promise<HandoffAnswer>((resolve) => {
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
      target.postMessage({ type: 'TELEMETRY_HANDOFF', items: [item] }, [channel.port2]);
    } catch {
      channel.port1.close();
      return direct(request, ids);
    }
    const { unsent, ...result } = await answer;
    // The worker could not send it under this session (its stored token is not ours): the page
    // holds the token, so it posts the request itself, as without a worker.
    return unsent === true ? direct(request, ids) : result;
  };
}

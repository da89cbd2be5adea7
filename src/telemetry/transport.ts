/**
 * How the page puts a telemetry request on the wire: an ordinary `fetch` while the page lives, a
 * beacon for the newrelic channel (SPEC §7), and at unload a keepalive `fetch` or beacon that
 * outlives the page. Every path bypasses the service worker (sw/sw.ts routes these paths to the
 * network with the Static Routing API), because unload requests from a controlled page were
 * measured to get lost otherwise (STACK.md §8).
 */
import { TELEMETRY_REQUEST_TIMEOUT_MS } from '@/config/constants';
import type { Answer } from '@/domain/telemetry/delivery';
import type { WireRequest } from '@/storage/outbox/deliver';

function timeoutSignal(): AbortSignal | undefined {
  return typeof AbortSignal.timeout === 'function'
    ? AbortSignal.timeout(TELEMETRY_REQUEST_TIMEOUT_MS)
    : undefined;
}

/**
 * Reads the (tiny) answer body and drops it: an unread body keeps the request open (Chromium
 * finishes it only once the body is consumed), which holds a connection and never lets the page
 * look idle to tools that wait for the network to settle.
 */
export function release(response: Response): void {
  void response.arrayBuffer().catch(() => undefined);
}

function sendBeacon(request: WireRequest): boolean {
  if (typeof navigator.sendBeacon !== 'function') return false;
  try {
    // application/json: the collectors take it as is (a string would arrive as text/plain).
    return navigator.sendBeacon(request.url, new Blob([request.body], { type: 'application/json' }));
  } catch {
    return false;
  }
}

/**
 * The page's ordinary send. A beacon for channels that prefer one, when online (a beacon queued
 * offline is silently lost, so offline it is a fetch that fails and is retried); it counts as
 * acknowledged once the browser queued it. Everything else: fetch, status from the answer.
 */
export async function postNow(request: WireRequest): Promise<Answer> {
  if (request.beacon && navigator.onLine && sendBeacon(request)) return { status: 202 };
  try {
    const signal = timeoutSignal();
    const response = await fetch(request.url, {
      method: 'POST',
      headers: request.headers,
      body: request.body,
      credentials: 'same-origin',
      ...(signal === undefined ? {} : { signal }),
    });
    release(response);
    return { status: response.status, retryAfter: response.headers.get('retry-after') };
  } catch {
    return { status: null };
  }
}

/**
 * The unload send: a keepalive fetch (it may set headers and its answer still arrives if the page
 * was only hidden) or, for beacon channels, a beacon. Returns false when the browser refused to
 * queue it (the unload budget is spent); `answer` resolves if an answer ever comes.
 */
export function postAtUnload(request: WireRequest): { queued: boolean; answer: Promise<Answer> } {
  if (request.beacon && sendBeacon(request))
    return { queued: true, answer: Promise.resolve({ status: 202 }) };
  try {
    const answer = fetch(request.url, {
      method: 'POST',
      headers: request.headers,
      body: request.body,
      keepalive: true,
      credentials: 'same-origin',
    }).then(
      (response): Answer => {
        release(response);
        return { status: response.status, retryAfter: response.headers.get('retry-after') };
      },
      (): Answer => ({ status: null }),
    );
    return { queued: true, answer };
  } catch {
    // A keepalive body over the browser's budget throws synchronously.
    return { queued: false, answer: Promise.resolve({ status: null }) };
  }
}

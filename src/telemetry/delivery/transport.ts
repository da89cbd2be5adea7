/**
 * How a telemetry request goes on the wire: an ordinary `fetch` (page and service worker alike), a
 * beacon for the newrelic channel where the page has one, and at unload a keepalive `fetch` or
 * beacon that outlives the page. Every path bypasses the service worker (sw/sw.ts routes
 * TELEMETRY_PATHNAMES to the network with the Static Routing API), because unload requests from
 * a controlled page were measured to get lost otherwise.
 */
import { TELEMETRY_REQUEST_TIMEOUT_MS } from './constants';
import type { WireRequest } from './deliver';
import type { Answer } from './verdicts';

/** `navigator.sendBeacon`: a page has it, a worker does not. */
type BeaconNavigator = { sendBeacon?: (url: string, data: Blob) => boolean; onLine?: boolean };
const beaconNavigator = (): BeaconNavigator => navigator;

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
  const nav = beaconNavigator();
  if (typeof nav.sendBeacon !== 'function') return false;
  try {
    // application/json: the collectors take it as is (a string would arrive as text/plain).
    return nav.sendBeacon(request.url, new Blob([request.body], { type: 'application/json' }));
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
  if (request.beacon && beaconNavigator().onLine === true && sendBeacon(request)) return { status: 202 };
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

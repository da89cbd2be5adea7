/**
 * The page's inbox for the host: `window.KoshNative.reply(requestId, payload)` answers a request
 * (e.g. `fetchSms`), `window.KoshNative.dispatch(event)` delivers a host event. Payloads may be
 * JSON strings (what Android's evaluateJavascript passes easily) or objects. Anything unknown or
 * malformed is dropped with one console.warn: a confused host must never break the page.
 */
import type { HostEvent } from './bridge';
import { decodePayload, hostEventSchema } from './host-messages';

/** What the host calls on the page. */
type KoshNativeInbox = {
  reply(requestId: unknown, payload: unknown): void;
  dispatch(event: unknown): void;
};

export type InboxWindow = { KoshNative?: KoshNativeInbox };

/** Parses one reply; null when it is not what the request expects. */
type ReplyParser<T> = (payload: unknown) => T | null;

export type InboundChannel = {
  /**
   * Sends a request through `send(requestId)` and resolves with the parsed reply, or null when
   * sending throws or no valid reply arrives within `timeoutMs`. Never rejects.
   */
  request<T>(send: (requestId: string) => void, parse: ReplyParser<T>, timeoutMs: number): Promise<T | null>;
  onEvent(listener: (event: HostEvent) => void): () => void;
};

type Pending = { parse: ReplyParser<unknown>; settle: (value: unknown) => void };

let sequence = 0;

/** Unique within the page, which is all a request id needs; no crypto API in insecure webviews. */
function nextRequestId(): string {
  sequence += 1;
  return `kosh-${Date.now().toString(36)}-${sequence}`;
}

/** Creates the channel and installs its inbox as `win.KoshNative`. */
export function createInboundChannel(win: InboxWindow = window as InboxWindow): InboundChannel {
  const pending = new Map<string, Pending>();
  const listeners = new Set<(event: HostEvent) => void>();

  win.KoshNative = {
    reply(requestId, payload) {
      const entry = typeof requestId === 'string' ? pending.get(requestId) : undefined;
      if (entry === undefined) {
        console.warn('Ignored a host reply to an unknown or expired request', requestId);
        return;
      }
      const value = entry.parse(decodePayload(payload));
      if (value === null) {
        console.warn('Ignored a malformed host reply', requestId);
        return;
      }
      entry.settle(value);
    },
    dispatch(event) {
      const parsed = hostEventSchema.safeParse(decodePayload(event));
      if (!parsed.success) {
        console.warn('Ignored an unknown or malformed host event');
        return;
      }
      for (const listener of [...listeners]) listener(parsed.data);
    },
  };

  return {
    request<T>(send: (requestId: string) => void, parse: ReplyParser<T>, timeoutMs: number) {
      return new Promise<T | null>((resolve) => {
        const requestId = nextRequestId();
        const timer = setTimeout(() => settle(null), timeoutMs);
        function settle(value: unknown): void {
          clearTimeout(timer);
          pending.delete(requestId);
          resolve(value as T | null);
        }
        pending.set(requestId, { parse, settle });
        try {
          send(requestId);
        } catch (error) {
          console.warn('The host rejected a request', error);
          settle(null);
        }
      });
    },
    onEvent(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

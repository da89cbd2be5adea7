/**
 * The `api_called` event of every call (docs/product.md#telemetry-channels: each API call is also a health
 * event). Built here so `request()` stays readable; telemetry turns these into health events.
 */
import { sanitizeUrl } from '@/domain/url/sanitize-query';
import type { ApiCalledPayload } from '@/events/app-events';
import { emit } from '@/events/bus';
import { currentPlatform } from '@/native/platform';

/** What a call knows when it ends. */
export type CallFacts = Pick<ApiCalledPayload, 'method' | 'status' | 'bytes' | 'outcome'> & {
  /** The URL as requested (path-only when same origin); it is made absolute and sanitized here. */
  url: string;
  /** `performance.now()` when the call started. */
  startedAt: number;
};

/** Size of an answer: its content-length when the server sent one, else the UTF-8 length of the text. */
export function answerBytes(contentLength: string | null, text: string): number {
  const declared = contentLength === null ? Number.NaN : Number(contentLength);
  return Number.isInteger(declared) && declared >= 0 ? declared : new TextEncoder().encode(text).byteLength;
}

/** Emits `api_called`. Never throws: health reporting must not break the call it reports. */
export function reportApiCall(facts: CallFacts): void {
  try {
    const absolute = new URL(facts.url, window.location.origin);
    emit('api_called', {
      method: facts.method,
      url: sanitizeUrl(absolute.href),
      response_time_ms: Math.max(0, Math.round(performance.now() - facts.startedAt)),
      status: facts.status,
      bytes: facts.bytes,
      pathname: window.location.pathname,
      host: absolute.host,
      platform: currentPlatform(),
      outcome: facts.outcome,
    });
  } catch (error) {
    console.warn('api_called could not be reported', error);
  }
}

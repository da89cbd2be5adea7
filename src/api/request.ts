/**
 * The one function every call goes through (docs/product.md#request-rules): bearer token, JSON, a fresh
 * request id (and the caller's trace id), `memberID` where the call carries it, the service root rewritten
 * onto the gateway, a time limit, the answer validated against the shared zod schema, typed failures,
 * and an `api_called` event for every call whatever its outcome.
 */
import { v4 as uuidv4 } from 'uuid';
import type { ZodMiniType } from 'zod/mini';

import { REQUEST_TIMEOUT_MS } from '@/config/constants';
import { UNKNOWN_PARTNER_ERROR } from '@/domain/aa/partner-errors';
import { reportError } from '@/events/report-error';
import { yieldToMain } from '@/lib/yield-to-main';
import { currentPlatform } from '@/native/platform';
import { currentAuthorization, getAuthorization, readingStoredToken } from '@/session/auth-token';
import { logoutOnDemand } from '@/session/end-on-demand';

import { answerBytes, reportApiCall, type CallFacts } from './api-called';
import { callSignal } from './call-signal';
import { ApiError, ContractError, NetworkError, TimeoutError, messageOf } from './errors';
import { takeEarly } from './head-start';
import { acceptLanguage } from './request-language';
import { loginUrl, serviceUrl, type Service } from './services';

export type QueryParams = Record<string, string | number | boolean | undefined>;

export type RequestOptions<T> = {
  service: Service;
  path: string;
  schema: ZodMiniType<T>;
  method?: 'GET' | 'POST';
  query?: QueryParams;
  body?: unknown;
  signal?: AbortSignal | undefined;
  /** Sent as `X-Trace-Id`, so the backend can join this call to a journey; `X-Request-Id` stays fresh. */
  traceId?: string;
  /**
   * The family member the call is for (docs/product.md#query-keys): in the query of a GET, in the payload of
   * a POST.
   */
  memberID?: string;
  /** Fail with a TimeoutError when no answer came after this long. */
  timeoutMs?: number;
  /**
   * Extra headers of this one call, e.g. `Idempotency-Key` on every POST that moves money or
   * replays a queued command. They cannot replace the bearer token, the JSON headers or the request id.
   */
  headers?: Record<string, string>;
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Headers `request()` owns; a caller's own headers never replace them, in any letter case. */
const OWN_HEADERS = new Set([
  'accept',
  'accept-language',
  'authorization',
  'content-type',
  'x-request-id',
  'x-trace-id',
]);

function callHeaders(extra: Record<string, string> | undefined): Record<string, string> {
  if (extra === undefined) return {};
  return Object.fromEntries(Object.entries(extra).filter(([name]) => !OWN_HEADERS.has(name.toLowerCase())));
}

/** The POST payload with `memberID` added when given (an object payload, or none at all). */
function payloadOf(body: unknown, memberID: string | undefined): unknown {
  if (memberID === undefined) return body;
  if (body === undefined) return { memberID };
  return isRecord(body) ? { ...body, memberID } : body;
}

/**
 * What a failed call raises as its body (docs/product.md#request-rules): the parsed body plus `statusCode`; a
 * POST also carries the default error object, so there is always a message. Without the server's own,
 * that message is the code `unknown` (a machine string, the same in every language): the screen words
 * it ("Something went wrong.") in the customer's language.
 */
function failureBody(method: 'GET' | 'POST', statusCode: number, parsed: unknown): unknown {
  if (method === 'GET') return parsed;
  return {
    statusCode,
    ...(isRecord(parsed) ? parsed : {}),
    message: messageOf(parsed) ?? UNKNOWN_PARTNER_ERROR,
  };
}

/**
 * A GET of one path with no parameters, as a read a query hands its abort signal to: the common
 * case of `request`, so an endpoint file names the path and its schema and nothing else.
 */
export function readOf<T>(service: Service, path: string, schema: ZodMiniType<T>) {
  return (signal?: AbortSignal): Promise<T> => request({ service, path, schema, signal });
}

export async function request<T>(options: RequestOptions<T>): Promise<T> {
  const method = options.method ?? 'GET';
  const query =
    method === 'GET' && options.memberID !== undefined
      ? { ...options.query, memberID: options.memberID }
      : options.query;
  const url = serviceUrl(options.service, options.path, query);
  const body = method === 'POST' ? payloadOf(options.body, options.memberID) : options.body;
  const headers: Record<string, string> = {
    ...callHeaders(options.headers),
    Accept: 'application/json',
    'Accept-Language': acceptLanguage(),
    'Content-Type': 'application/json',
    'X-Request-Id': uuidv4(),
  };
  if (options.traceId !== undefined) headers['X-Trace-Id'] = options.traceId;
  // At page start the stored token may still be being read (src/session/auth-token.ts): wait for it
  // then, and only then (a call otherwise reaches fetch in the same tick).
  const authorization = readingStoredToken() ? await currentAuthorization() : getAuthorization();
  if (authorization !== null) headers.Authorization = authorization;

  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  const call = callSignal(options.signal, timeoutMs);
  const facts: CallFacts = { method, url, status: 0, bytes: 0, outcome: 'ok', startedAt: performance.now() };
  try {
    let response: Response;
    let text: string;
    try {
      const adopted =
        method === 'GET' ? takeEarly(url, authorization, headers['Accept-Language']!) : undefined;
      // A screen's queries start together: each GET leaves the task it was asked in before it
      // reaches fetch, so the burst is short tasks, not one long one (src/lib/yield-to-main.ts).
      if (adopted === undefined && method === 'GET') {
        await yieldToMain();
        call.signal.throwIfAborted();
      }
      response = await (adopted !== undefined
        ? untilAborted(adopted, call.signal)
        : fetch(url, {
            method,
            headers,
            body: body === undefined ? null : JSON.stringify(body),
            signal: call.signal,
          }));
      facts.status = response.status;
      text = await response.text();
    } catch (error) {
      const why = { timedOut: call.timedOut(), aborted: options.signal?.aborted === true, timeoutMs };
      throw noAnswer(error, why, facts);
    }
    facts.bytes = answerBytes(response.headers.get('content-length'), text);
    const parsedBody = parseJson(text);

    if (!response.ok) {
      facts.outcome = 'http-error';
      if (response.status === 401) await handleUnauthorized();
      const failure = failureBody(method, response.status, parsedBody);
      throw new ApiError(
        response.status,
        failure,
        messageOf(failure) ?? `Request failed with status ${response.status}`,
      );
    }
    const parsed = options.schema.safeParse(parsedBody);
    if (!parsed.success) {
      facts.outcome = 'contract-error';
      const error = new ContractError(url, parsed.error.issues[0]?.message ?? 'invalid body');
      reportError({
        message: error.message,
        origin: `api:${options.service}${options.path}`,
        status_code: response.status,
        user_seen_error: false,
      });
      throw error;
    }
    return parsed.data;
  } finally {
    call.dispose();
    reportApiCall(facts);
  }
}

/** An answer asked for before this call (head-start.ts), given up on as this call's own would be. */
function untilAborted(response: Promise<Response>, signal: AbortSignal): Promise<Response> {
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise((resolve, reject) => {
    const abort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', abort, { once: true });
    response.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

/** The error for a call that got no (complete) answer: the time limit, the caller's abort, or the network. */
function noAnswer(
  error: unknown,
  { timedOut, aborted, timeoutMs }: { timedOut: boolean; aborted: boolean; timeoutMs: number },
  facts: CallFacts,
): unknown {
  facts.status = 0;
  if (timedOut) {
    facts.outcome = 'timeout';
    return new TimeoutError(timeoutMs);
  }
  if (aborted || (error instanceof DOMException && error.name === 'AbortError')) {
    facts.outcome = 'aborted';
    return error;
  }
  facts.outcome = 'network-error';
  return new NetworkError();
}

function parseJson(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** The sign-out under way: the 401s of one burst (a screen's queries all refused) share it. */
let signingOut: Promise<void> | null = null;
/** Plain web: the login page was asked for; the page is on its way out. */
let leaving = false;

/**
 * How long the page waits for the login page before asking for it again: a navigation can be
 * cancelled, or stall, and leave the page where it was, signed out.
 */
const LOGIN_RETRY_MS = 4000;

/**
 * docs/product.md#session-end-on-401: a 401 clears the token (and with it the customer's cached and stored
 * data) and, on plain web only, goes to the provider's login page. Inside a native webview the host owns
 * sign-in.
 *
 * Once per burst: a screen's first queries are refused together, and each used to sign out and then
 * ask for the login page, each request cancelling the one before it. In some end-to-end runs the
 * last of those six navigations was cancelled too, and the page stayed where it was, signed out.
 */
async function handleUnauthorized(): Promise<void> {
  signingOut ??= logoutOnDemand().finally(() => {
    signingOut = null;
  });
  await signingOut;
  if (currentPlatform() !== 'web' || leaving) return;
  leaving = true;
  goToLogin(LOGIN_RETRY_MS);
}

/** Asks for the login page with the way back, and again (waiting twice as long) while still here. */
function goToLogin(retryMs: number): void {
  const { pathname, search } = window.location;
  window.location.assign(loginUrl(`${pathname}${search}`));
  const again = window.setTimeout(() => goToLogin(retryMs * 2), retryMs);
  // Gone once the login page commits: a page restored from the back-forward cache stays put.
  window.addEventListener('pagehide', () => window.clearTimeout(again), { once: true });
}

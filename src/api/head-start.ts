/**
 * The first screen's first answers, asked for from the entry chunk (app/first-requests.ts) while
 * the data layer's and the screen's chunks are still downloading: one wave between the HTML and
 * the data instead of three. `request()` adopts such an answer for the same GET (same URL, token
 * and language) instead of asking again; one nobody adopts within a few seconds is dropped.
 */
import { acceptLanguage } from './request-language';

/** How long an answer asked for early waits for its query. */
const KEEP_MS = 10_000;

type Early = { response: Promise<Response>; at: number };

const early = new Map<string, Early>();

const keyOf = (url: string, authorization: string, language: string) =>
  `${url}\n${authorization}\n${language}`;

/** Asks for `url` now, with the headers `request()` would send, for a query that comes later. */
export function askEarly(url: string, authorization: string): void {
  const language = acceptLanguage();
  const key = keyOf(url, authorization, language);
  if (early.has(key)) return;
  // Read to the end at once: an answer no query adopts still completes (nothing stays in flight),
  // and the one adopted is handed over whole.
  const response = fetch(url, {
    headers: {
      Accept: 'application/json',
      'Accept-Language': language,
      'Content-Type': 'application/json',
      'X-Request-Id': crypto.randomUUID(),
      Authorization: authorization,
    },
  }).then(async (answer) => {
    const body = await answer.text();
    return new Response(body, {
      status: answer.status,
      statusText: answer.statusText,
      headers: answer.headers,
    });
  });
  // Adopted or not, a failure here is the query's to report, never an unhandled rejection.
  response.catch(() => undefined);
  early.set(key, { response, at: performance.now() });
}

/** The answer asked for early for this GET, once (it then belongs to the caller); else undefined. */
export function takeEarly(
  url: string,
  authorization: string | null,
  language: string,
): Promise<Response> | undefined {
  if (authorization === null || early.size === 0) return undefined;
  const key = keyOf(url, authorization, language);
  const found = early.get(key);
  early.delete(key);
  return found !== undefined && performance.now() - found.at <= KEEP_MS ? found.response : undefined;
}

/**
 * The language the gateway writes its texts in (alerts, reasons, partner and OTP messages, success
 * copy), from the request's Accept-Language (docs/i18n.md#the-gateways-texts). Hindi when the
 * caller prefers Hindi to English, English otherwise and by default. Error codes never change.
 */
import type { FastifyRequest } from 'fastify';

import { type AppLocale, DEFAULT_LOCALE, matchLocale } from '@/domain/text/locale';

/** A text in both languages the gateway speaks. */
export type Said = { readonly 'en-IN': string; readonly 'hi-IN': string };

/** A text with parameters, in both languages: each side writes its own sentence around them. */
export type SaidWith<P> = {
  readonly 'en-IN': (params: P) => string;
  readonly 'hi-IN': (params: P) => string;
};

// A header longer than this, or with more entries, is read only up to here: nobody sends more.
const MAX_HEADER_LENGTH = 1024;
const MAX_ENTRIES = 32;
// RFC 9110 weight: 0 to 1 with at most three decimals.
const WEIGHT = /^q=(0(\.\d{0,3})?|1(\.0{0,3})?)$/i;

/**
 * The locale an Accept-Language value asks for: the Kosh language with the highest weight (the
 * earlier one on a tie), English when it names neither. Never throws: a malformed entry is skipped.
 * `hi-IN, hi;q=0.9, en-IN;q=0.5` → hi-IN; `en-IN, en;q=0.9` → en-IN; `fr, hi;q=0.2` → hi-IN.
 */
function localeFromAcceptLanguage(header: unknown): AppLocale {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (typeof value !== 'string') return DEFAULT_LOCALE;
  let best: { locale: AppLocale; weight: number } | null = null;
  for (const entry of value.slice(0, MAX_HEADER_LENGTH).split(',').slice(0, MAX_ENTRIES)) {
    const [tag = '', ...params] = entry.split(';').map((part) => part.trim());
    const locale = matchLocale(tag);
    if (locale === null) continue;
    const weightParam = params.find((param) => /^q=/i.test(param));
    if (weightParam !== undefined && !WEIGHT.test(weightParam)) continue;
    const weight = weightParam === undefined ? 1 : Number(weightParam.slice(2));
    if (weight > 0 && (best === null || weight > best.weight)) best = { locale, weight };
  }
  return best?.locale ?? DEFAULT_LOCALE;
}

// Requests whose answer was written in their language: their answers get `Vary: Accept-Language`
// (response-headers.ts), so no cache hands a Hindi answer to an English reader.
const LANGUAGE_READ = new WeakSet<FastifyRequest>();

/** The language to answer `request` in; its answer will vary on Accept-Language. */
export function languageOf(request: FastifyRequest): AppLocale {
  LANGUAGE_READ.add(request);
  return localeFromAcceptLanguage(request.headers['accept-language']);
}

/** True when the answer to `request` was written in the request's language. */
export function answerVariesOnLanguage(request: FastifyRequest): boolean {
  return LANGUAGE_READ.has(request);
}

/** A plain string stays as it is; a {@link Said} is written in `request`'s language. */
export function say(request: FastifyRequest, text: string | Said): string {
  return typeof text === 'string' ? text : text[languageOf(request)];
}

/** Both languages of a text with parameters, filled in: store it, or pick one later with {@link say}. */
export function fill<P>(text: SaidWith<P>, params: P): Said {
  return { 'en-IN': text['en-IN'](params), 'hi-IN': text['hi-IN'](params) };
}

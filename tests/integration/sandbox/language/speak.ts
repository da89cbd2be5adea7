import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/** The Accept-Language request() sends in Hindi, and in English. */
export const HINDI = { 'accept-language': 'hi-IN, hi;q=0.9, en-IN;q=0.5' };
export const ENGLISH = { 'accept-language': 'en-IN, en;q=0.9' };

const DEVANAGARI = /[\u0900-\u097F]/;
// English sentence words: data (names, merchants, tickers) may be Latin, the sentence may not.
const ENGLISH_WORD = /\b(the|and|or|of|to|your|you|is|was|for|on|by|at|in|not|this|that|please|try)\b/i;

/** True when `text` is written in Hindi: Devanagari, and no English sentence word. */
export function isHindi(text: string): boolean {
  return DEVANAGARI.test(text) && !ENGLISH_WORD.test(text);
}

/** The answer varies on Accept-Language and keeps the personal cache policy. */
export function expectVariesOnLanguage(answer: LightMyRequestResponse): void {
  expect(String(answer.headers.vary)).toMatch(/accept-language/i);
  expect(answer.headers['cache-control']).toBe('private, no-store');
}

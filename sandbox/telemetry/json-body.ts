import type { FastifyRequest } from 'fastify';

import { clientError } from '../http/api-errors';
import { assertJsonDepth } from './json-depth';

/** The media type of a request, lowercased without parameters (`''` when absent). */
export function mediaTypeOf(request: FastifyRequest): string {
  const header = request.headers['content-type'] ?? '';
  return (header.split(';', 1)[0] ?? '').trim().toLowerCase();
}

/** Thrown by the reviver below; turned into a 400 naming the part of the body. */
class PoisonedKeyError extends Error {}

/**
 * Refuses `__proto__` and `constructor.prototype` keys, as Fastify's own JSON parser does, so a
 * text/plain body cannot smuggle in what an application/json one may not.
 */
function refusePoisonedKeys(key: string, value: unknown): unknown {
  const poisoned =
    key === '__proto__' ||
    (key === 'constructor' &&
      typeof value === 'object' &&
      value !== null &&
      Object.hasOwn(value, 'prototype'));
  if (poisoned) throw new PoisonedKeyError(`forbidden key ${key}`);
  return value;
}

/** `text` as JSON (named `what` in errors), or a 400 saying why not. */
export function parseJsonText(text: string, what = 'body'): unknown {
  let value: unknown;
  try {
    value = JSON.parse(text, refusePoisonedKeys) as unknown;
  } catch (error) {
    if (error instanceof PoisonedKeyError) throw clientError(400, `${what}: ${error.message}`);
    // Also a RangeError: the reviver recurses, so a body nested thousands deep ends up here.
    throw clientError(400, `${what}: not valid JSON`);
  }
  assertJsonDepth(value, what);
  return value;
}

/**
 * The JSON body of a collector request. Fastify has already parsed `application/json`; a
 * `text/plain` body arrives as a string from Fastify's default parser and is JSON-parsed here,
 * because `navigator.sendBeacon(url, string)` always sends text/plain. Doing it per route (not
 * with a global parser) leaves every other route's text/plain handling as it was.
 *
 * Throws a 400 for a missing body or text/plain that is not JSON, a 415 for other media types.
 */
export function readJsonBody(request: FastifyRequest, acceptTextPlain: boolean): unknown {
  const mediaType = mediaTypeOf(request);
  // Fastify answers 415 itself to a body without Content-Type, so no header means no body.
  if (mediaType === '') throw clientError(400, 'body: a JSON body is required');
  if (mediaType === 'application/json') {
    assertJsonDepth(request.body, 'body');
    return request.body;
  }
  if (mediaType === 'text/plain' && acceptTextPlain) {
    if (typeof request.body !== 'string') throw clientError(400, 'body: a JSON body is required');
    return parseJsonText(request.body);
  }
  const accepted = acceptTextPlain ? 'application/json or text/plain (JSON)' : 'application/json';
  throw clientError(415, `Content-Type must be ${accepted}`);
}

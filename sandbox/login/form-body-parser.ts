import type { FastifyInstance } from 'fastify';

import { clientError } from '../http/api-errors';

/** A login form is two short fields; anything bigger is not one. */
const FORM_BODY_LIMIT_BYTES = 16 * 1024;

/**
 * Parses `application/x-www-form-urlencoded` bodies into a flat string record with the
 * platform's URLSearchParams (no extra package). A repeated field is a 400, never
 * "first one wins" or "last one wins", so no two layers can read different values.
 */
function parseFormBody(body: string): Record<string, string> {
  const fields: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const [name, value] of new URLSearchParams(body)) {
    if (Object.hasOwn(fields, name)) throw clientError(400, `Repeated form field: ${name}`);
    fields[name] = value;
  }
  return fields;
}

/** Registers the form parser on `scope` (the login routes only). */
export function registerFormBodyParser(scope: FastifyInstance): void {
  scope.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT_BYTES },
    function parseForm(_request, body, done) {
      try {
        done(null, parseFormBody(String(body)));
      } catch (error) {
        done(error instanceof Error ? error : clientError(400, 'Unreadable form body'), undefined);
      }
    },
  );
}

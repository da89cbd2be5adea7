import type { FastifyReply } from 'fastify';
import type { z } from 'zod';

import { describeZodError, sendApiError } from '../../http/api-errors';

/**
 * Parses a request's query, params or body with `schema`; on failure answers 400 naming the
 * fields and returns null, so a handler reads `const q = parseInput(...); if (q === null) return reply;`.
 */
export function parseInput<Schema extends z.ZodType>(
  schema: Schema,
  value: unknown,
  reply: FastifyReply,
): z.output<Schema> | null {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  void sendApiError(reply, 400, 'BAD_REQUEST', describeZodError(parsed.error));
  return null;
}

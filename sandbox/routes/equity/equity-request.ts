import type { FastifyReply } from 'fastify';
import { z } from 'zod/mini';

import {
  type Depository,
  holdingsGroupBySchema,
  holdingsSortSchema,
  rankBasisSchema,
} from '@/api/schemas/stocks-widget';

import { sendApiError } from '../../http/api-errors';
import type { ListedBroker, EquityQueries } from './equity-queries';
import { EQUITY_TEXT } from './equity-texts';

/** A request value, case-insensitively CDSL or NSDL. */
const sourceParam = z.string().check(z.regex(/^(cdsl|nsdl)$/i, 'expected CDSL or NSDL'));
const accountIdParam = z.string().check(z.minLength(1), z.maxLength(100));

/** `{source}/{account_id}` of the level-2 paths. */
const brokerPathSchema = z.object({ source: sourceParam, account_id: accountIdParam });

/** `group_by`, `sort`, `rank_by` of the holdings lists (all optional). */
export const holdingsQuerySchema = z.object({
  group_by: z._default(holdingsGroupBySchema, 'stocks'),
  sort: z._default(holdingsSortSchema, 'value'),
  rank_by: z._default(rankBasisSchema, 'day_change'),
});

/** One line naming each failed field, for a 400 message (zod/mini's issues, like describeZodError). */
function describeIssues(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  where: string,
): string {
  return issues
    .map((issue) => `${issue.path.length > 0 ? issue.path.map(String).join('.') : where}: ${issue.message}`)
    .join('; ');
}

/**
 * `value` parsed by `schema`, or null after answering 400 with the failed fields named. `where`
 * (query, body, path) names the whole value when the failure is not about one field.
 */
export function parseOr400<T>(
  schema: z.ZodMiniType<T>,
  value: unknown,
  reply: FastifyReply,
  where: string,
): T | null {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  void sendApiError(reply, 400, 'BAD_REQUEST', describeIssues(result.error.issues, where));
  return null;
}

/** The depository named by a valid `source` value. */
function depositoryOf(source: string): Depository {
  return source.toUpperCase() === 'NSDL' ? 'NSDL' : 'CDSL';
}

/** Answers 404 the same way for unknown, unlinked and other users' accounts: never reveal which. */
export function sendBrokerNotFound(reply: FastifyReply): FastifyReply {
  return sendApiError(reply, 404, 'NOT_FOUND', EQUITY_TEXT.brokerNotFound);
}

/**
 * The caller's linked broker named by `account_id` at `source`, or null after answering: 400 for a
 * malformed path, 404 when the account is not the caller's, not linked, or at the other depository.
 */
export function resolveBroker(
  queries: EquityQueries,
  userId: string,
  sourceValue: string,
  accountId: string,
  reply: FastifyReply,
): ListedBroker | null {
  const path = parseOr400(brokerPathSchema, { source: sourceValue, account_id: accountId }, reply, 'path');
  if (path === null) return null;
  const broker = queries.broker(userId, path.account_id);
  if (broker === null || broker.depository !== depositoryOf(path.source)) {
    void sendBrokerNotFound(reply);
    return null;
  }
  return broker;
}

/** The `{source}/{account_id}` route params of the level-2 paths. */
export type BrokerParams = { source: string; account_id: string };

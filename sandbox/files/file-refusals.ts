import type { FastifyReply } from 'fastify';

import { sendApiError } from '../http/api-errors';

/** Seconds a client is told to wait when every file worker is taken and the queue is full. */
const FILE_BUSY_RETRY_S = 10;

/** 503 with Retry-After: the file workers' queue is full (a burst of uploads or statements). */
export function answerBusy(reply: FastifyReply): FastifyReply {
  void reply.header('retry-after', String(FILE_BUSY_RETRY_S));
  return sendApiError(
    reply,
    503,
    'FILES_BUSY',
    `Too many files are being read right now. Try again in ${FILE_BUSY_RETRY_S} seconds`,
  );
}

import { setTimeout as sleep } from 'node:timers/promises';

import type { FastifyReply, FastifyRequest } from 'fastify';

import { sendApiError } from '../http/api-errors';
import type { Fault } from './fault-spec';

/**
 * Breaks one request as `fault` says: waits, then answers the injected status in the JSON error
 * shape (code `INJECTED_FAULT`), or resets the connection without a byte of answer, or (latency
 * only) lets the request carry on. Returns true when the request was answered or dropped.
 */
export async function applyFault(
  fault: Fault,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<boolean> {
  if (fault.latency_ms !== undefined && fault.latency_ms > 0) await sleep(fault.latency_ms);
  if (fault.drop === true) {
    // Fastify must not try to answer a request whose socket is gone.
    reply.hijack();
    // A real socket is destroyed; under `inject` (no socket) the fake response closes unanswered.
    request.raw.socket?.destroy?.();
    reply.raw.destroy();
    return true;
  }
  if (fault.status !== undefined) {
    if (fault.retry_after_s !== undefined) reply.header('retry-after', String(fault.retry_after_s));
    const detail = fault.retry_after_s === undefined ? '' : `, retry after ${fault.retry_after_s} s`;
    void sendApiError(
      reply,
      fault.status,
      'INJECTED_FAULT',
      `Injected fault: status ${fault.status}${detail}`,
    );
    return true;
  }
  return false;
}

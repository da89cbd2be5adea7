import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

import {
  TELEMETRY_CHANNELS,
  collectorAnswerSchema,
  telemetryListSchema,
  type CollectorAnswer,
  type TelemetryList,
} from '@/api/schemas/telemetry';

import type { SandboxContext } from '../context';
import { describeZodError, sendApiError } from '../http/api-errors';
import { authenticate } from '../http/auth';
import { personaForAuthorization } from '../personas';
import { COLLECTORS, type Collector } from './collectors';
import { readJsonBody } from './json-body';
import { registerSentryRoute } from './sentry-route';
import { createTelemetryStore, type TelemetryStore } from './telemetry-store';

const listQuerySchema = z.object({
  channel: z.enum(TELEMETRY_CHANNELS).optional(),
  since: z.iso.datetime({ offset: true }).optional(),
});

/** Registers one JSON collector: validate the whole body, then store all of it (202) or none (400). */
function registerCollector(app: FastifyInstance, store: TelemetryStore, collector: Collector): void {
  app.post(collector.path, async function collect(request, reply) {
    let userId: string | null;
    if (collector.auth === 'required') {
      const persona = authenticate(request, reply);
      if (persona === null) return reply;
      userId = persona.user.id;
    } else {
      // A stale or unknown token must not lose telemetry: it only stops the items being tagged.
      userId = personaForAuthorization(request.headers.authorization)?.user.id ?? null;
    }
    collector.checkHeaders?.(request);
    const items = collector.itemsOf(readJsonBody(request, collector.beacon));
    const answer: CollectorAnswer = store.store(collector.channel, items, userId);
    return reply.code(202).send(collectorAnswerSchema.parse(answer));
  });
}

/** `GET /sandbox/telemetry` (what arrived, for tests and developers) and `DELETE` (forget it all). */
function registerReadSide(app: FastifyInstance, store: TelemetryStore): void {
  app.get('/sandbox/telemetry', async function listTelemetry(request, reply) {
    const query = listQuerySchema.safeParse(request.query);
    if (!query.success) return sendApiError(reply, 400, 'BAD_REQUEST', describeZodError(query.error));
    const { channel, since } = query.data;
    const records = store.list({ channel, since: since === undefined ? undefined : new Date(since) });
    const answer: TelemetryList = {
      records,
      count: records.length,
      duplicate_total: records.reduce((sum, record) => sum + record.duplicates, 0),
      flagged_total: records.filter((record) => record.pii_flags.length > 0).length,
    };
    return reply.send(telemetryListSchema.parse(answer));
  });

  app.delete('/sandbox/telemetry', async function clearTelemetry(_request, reply) {
    store.clear();
    return reply.code(204).send();
  });
}

/**
 * Registers the telemetry sink (docs/sandbox.md#telemetry-sink): the collectors of every channel, each
 * storing items keyed by `(channel, id)` so a retried item counts as a duplicate, and the read
 * side under `/sandbox/telemetry`. Tables live in the `telemetry` migration namespace.
 */
export function registerTelemetryRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const store = createTelemetryStore(ctx);
  for (const collector of COLLECTORS) registerCollector(app, store, collector);
  registerSentryRoute(app, store);
  registerReadSide(app, store);
}

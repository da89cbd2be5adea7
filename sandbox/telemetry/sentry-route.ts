import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';

import { sentryEnvelopeAnswerSchema, type SentryEnvelopeAnswer } from '@/api/schemas/telemetry';

import { clientError, describeZodError } from '../http/api-errors';
import { personaForAuthorization } from '../personas';
import { mediaTypeOf } from './json-body';
import { errorEventsOf, parseEnvelope } from './sentry-envelope';
import type { TelemetryStore } from './telemetry-store';

/** The media type Sentry's SDKs may send envelopes as (besides the fetch default, text/plain). */
const ENVELOPE_MEDIA_TYPE = 'application/x-sentry-envelope';

const paramsSchema = z.object({
  project: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'expected a project id'),
});

/** The envelope's bytes: text/plain arrives as a string (re-encoded exactly), ours as a Buffer. */
function envelopeBytes(request: FastifyRequest): Buffer {
  const mediaType = mediaTypeOf(request);
  if (mediaType === ENVELOPE_MEDIA_TYPE && Buffer.isBuffer(request.body)) return request.body;
  if (mediaType === 'text/plain' && typeof request.body === 'string')
    return Buffer.from(request.body, 'utf8');
  if (mediaType === '') throw clientError(400, 'body: an envelope is required');
  throw clientError(415, `Content-Type must be text/plain or ${ENVELOPE_MEDIA_TYPE}`);
}

/**
 * `POST /sentry/api/:project/envelope/`: the error-reporting tunnel. Each `event` item is stored on
 * the `errors` channel keyed by its event id; the answer is Sentry's own `{ id }`.
 *
 * Sentry's fetch transport sends a string envelope as text/plain; a binary one (a compressed
 * replay) has no Content-Type, which Fastify refuses with 415, so the client configures its
 * transport to send `Content-Type: application/x-sentry-envelope`.
 */
export function registerSentryRoute(app: FastifyInstance, store: TelemetryStore): void {
  // Only envelopes use this media type, so a root-level parser changes nothing for other routes.
  app.addContentTypeParser(
    ENVELOPE_MEDIA_TYPE,
    { parseAs: 'buffer' },
    function keepBytes(_request, body, done) {
      done(null, body);
    },
  );

  app.post('/sentry/api/:project/envelope/', async function sentryEnvelope(request, reply) {
    const params = paramsSchema.safeParse(request.params);
    if (!params.success) throw clientError(400, describeZodError(params.error));
    const envelope = parseEnvelope(envelopeBytes(request));
    const events = errorEventsOf(envelope);
    const userId = personaForAuthorization(request.headers.authorization)?.user.id ?? null;
    if (events.length > 0) store.store('errors', events, userId);
    const headerId = envelope.header['event_id'];
    const id = typeof headerId === 'string' ? headerId.replaceAll('-', '').toLowerCase() : events[0]?.id;
    const answer: SentryEnvelopeAnswer = id === undefined ? {} : { id };
    return reply.code(200).send(sentryEnvelopeAnswerSchema.parse(answer));
  });
}

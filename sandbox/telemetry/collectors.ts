import type { FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import type { z } from 'zod/mini';

import type { TelemetryChannel } from '@/api/schemas/telemetry';
import {
  clientLogBatchSchema,
  clientLogSchema,
  errorEventBatchSchema,
  healthBatchSchema,
  identifySchema,
  newrelicBatchSchema,
  newrelicBeaconSchema,
  trackBatchSchema,
  userEventsBatchSchema,
} from '@/api/schemas/telemetry';
import { collectorPath } from '@/telemetry/delivery/wire';

import { clientError, describeZodError } from '../http/api-errors';
import type { TelemetryItem } from './telemetry-store';

/** One JSON collector: where it listens and how a body becomes items to store. */
export interface Collector {
  channel: TelemetryChannel;
  path: string;
  /** `required`: 401 without a persona's token; `optional`: a token only tags the items. */
  auth: 'required' | 'optional';
  /** Sent by `navigator.sendBeacon`, so a text/plain body holding JSON is accepted too. */
  beacon: boolean;
  /** Throws a 400 for a missing or wrong header the channel needs. */
  checkHeaders?: (request: FastifyRequest) => void;
  /** The items of a valid body, exactly as received; throws a 400 naming every bad field. */
  itemsOf: (body: unknown) => TelemetryItem[];
}

/** Validates `body`; throws a 400 naming every failed field (so nothing of a bad batch is stored). */
function check(schema: z.ZodMiniType, body: unknown): void {
  const result = schema.safeParse(body);
  if (!result.success) throw clientError(400, describeZodError(new ZodError(result.error.issues)));
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** One validated item, keyed by its `id` (every schema requires a string id). */
function itemOf(body: unknown): TelemetryItem {
  const id = isObject(body) ? body['id'] : undefined;
  return { id: typeof id === 'string' ? id : '', body };
}

/** The raw items of a validated batch (the body's `key` array). */
function rawItems(body: unknown, key: string): TelemetryItem[] {
  const list = isObject(body) ? body[key] : undefined;
  return Array.isArray(list) ? list.map(itemOf) : [];
}

function batchCollector(
  channel: TelemetryChannel,
  path: string,
  schema: z.ZodMiniType,
  key: string,
  options: Pick<Collector, 'auth' | 'beacon'>,
): Collector {
  return {
    channel,
    path,
    ...options,
    itemsOf(body) {
      check(schema, body);
      return rawItems(body, key);
    },
  };
}

function singleItem(body: unknown): TelemetryItem[] {
  return [itemOf(body)];
}

/**
 * Every JSON collector of docs/product.md#telemetry-channels. Items are stored as the client sent them (not
 * as the schema would reshape them), so the privacy guard sees fields a schema would have dropped.
 */
export const COLLECTORS: readonly Collector[] = [
  batchCollector('user-events', collectorPath('user-events'), userEventsBatchSchema, 'eventList', {
    auth: 'required',
    beacon: false,
  }),
  batchCollector('track', collectorPath('track'), trackBatchSchema, 'events', {
    auth: 'optional',
    beacon: true,
  }),
  {
    channel: 'identify',
    path: collectorPath('identify'),
    auth: 'optional',
    beacon: true,
    itemsOf(body) {
      check(identifySchema, body);
      return singleItem(body);
    },
  },
  batchCollector('health', collectorPath('health'), healthBatchSchema, 'events', {
    auth: 'optional',
    beacon: true,
  }),
  {
    channel: 'newrelic',
    path: collectorPath('newrelic'),
    auth: 'optional',
    beacon: true,
    // A batch `{ events: [...] }` or one beacon; chosen by shape so a 400 names the real field.
    itemsOf(body) {
      if (isObject(body) && 'events' in body) {
        check(newrelicBatchSchema, body);
        return rawItems(body, 'events');
      }
      check(newrelicBeaconSchema, body);
      return singleItem(body);
    },
  },
  {
    channel: 'logs',
    path: collectorPath('logs'),
    auth: 'optional',
    beacon: false,
    checkHeaders(request) {
      const platform = request.headers['platform'];
      if (platform !== 'web') throw clientError(400, 'header platform: must be "web"');
    },
    // One line, or a JSON array of lines (the client batches logs like every other channel).
    itemsOf(body) {
      // Chosen by shape, so a 400 names the real field (`0.level`, not the whole union).
      if (Array.isArray(body)) {
        check(clientLogBatchSchema, body);
        return body.map(itemOf);
      }
      check(clientLogSchema, body);
      return singleItem(body);
    },
  },
  batchCollector('error-events', collectorPath('error-events'), errorEventBatchSchema, 'events', {
    auth: 'optional',
    beacon: true,
  }),
];

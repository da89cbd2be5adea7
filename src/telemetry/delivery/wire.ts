/**
 * The wire contract of each outbox channel: its collector path, how a batch is wrapped, what
 * headers it needs and whether a beacon can carry it. The only place a collector path is written:
 * the page's flusher, the service worker (its drain and its network bypass) and the sandbox's
 * collectors all read it here, so they cannot drift. Pure: the sandbox imports this file.
 */
import type { TelemetryChannel } from '@/api/schemas/telemetry';

import { SENTRY_TUNNEL_ROOT } from './constants';

/** Channels that go through the outbox (Sentry's `errors` has its own transport). */
export const OUTBOX_CHANNELS = [
  'user-events',
  'track',
  'identify',
  'error-events',
  'logs',
  'newrelic',
  'health',
] as const satisfies readonly TelemetryChannel[];
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];

export type ChannelWire = {
  /** Collector path, relative to the gateway base URL. */
  path: string;
  /** How items become a body: `{[key]: items}`, the items as a JSON array, or one item alone. */
  wrap: { kind: 'object'; key: 'eventList' | 'events' } | { kind: 'array' } | { kind: 'single' };
  /** Most items per request. */
  maxItems: number;
  /** The bearer token is required (user-events): it travels with the row, not in its body. */
  needsAuth: boolean;
  /** Extra headers the collector requires. */
  headers: Readonly<Record<string, string>>;
  /** Sent with `navigator.sendBeacon` when available (the newrelic beacon). */
  preferBeacon: boolean;
};

export const CHANNEL_WIRE: Readonly<Record<OutboxChannel, ChannelWire>> = {
  'user-events': {
    path: '/tracking-service/onboard/user-events',
    wrap: { kind: 'object', key: 'eventList' },
    maxItems: 50,
    needsAuth: true,
    headers: {},
    preferBeacon: false,
  },
  track: {
    path: '/analytics/track',
    wrap: { kind: 'object', key: 'events' },
    maxItems: 50,
    needsAuth: false,
    headers: {},
    preferBeacon: false,
  },
  identify: {
    path: '/analytics/identify',
    wrap: { kind: 'single' },
    maxItems: 1,
    needsAuth: false,
    headers: {},
    preferBeacon: false,
  },
  'error-events': {
    path: '/frontend-webview/api/error-event',
    wrap: { kind: 'object', key: 'events' },
    maxItems: 50,
    needsAuth: false,
    headers: {},
    preferBeacon: false,
  },
  logs: {
    path: '/api/client-json-logger',
    wrap: { kind: 'array' },
    maxItems: 50,
    needsAuth: false,
    headers: { Platform: 'web' },
    preferBeacon: false,
  },
  newrelic: {
    path: '/frontend-webview/api/newrelic',
    wrap: { kind: 'object', key: 'events' },
    maxItems: 50,
    needsAuth: false,
    headers: {},
    preferBeacon: true,
  },
  health: {
    path: '/frontend-webview/api/health',
    wrap: { kind: 'object', key: 'events' },
    maxItems: 50,
    needsAuth: false,
    headers: {},
    preferBeacon: false,
  },
};

/** The JSON body of one request carrying `items` of `channel` (one item when the channel is single). */
export function wireBody(channel: OutboxChannel, items: readonly unknown[]): unknown {
  const { wrap } = CHANNEL_WIRE[channel];
  if (wrap.kind === 'object') return { [wrap.key]: items };
  if (wrap.kind === 'array') return items.length === 1 ? items[0] : items;
  return items[0];
}

/** The collector path of `channel`. */
export function collectorPath(channel: OutboxChannel): string {
  return CHANNEL_WIRE[channel].path;
}

/**
 * Every telemetry path as URLPattern pathnames: the collectors and the error tunnel. The service
 * worker routes them straight to the network (unload-time requests from a controlled page were
 * measured to get lost otherwise).
 */
export const TELEMETRY_PATHNAMES: readonly string[] = [
  ...new Set(OUTBOX_CHANNELS.map(collectorPath)),
  `${SENTRY_TUNNEL_ROOT}/*`,
];

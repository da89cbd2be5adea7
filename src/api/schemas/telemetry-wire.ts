/**
 * How each outbox channel travels (DESIGN.md §3): its collector path, how a batch is wrapped, what
 * headers it needs and whether a beacon can carry it. Shared by the page's flusher, the service
 * worker's Background Sync drain and the sandbox's collectors, so the three cannot drift.
 */
import type { TelemetryChannel } from './telemetry';

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
  /** Sent with `navigator.sendBeacon` when available (SPEC §7: the newrelic beacon). */
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

/**
 * Telemetry, started once per page after first paint (src/telemetry/boot.ts): the channels as
 * projections of the bus, the outbox write-behind, the one sending tab, flushing on `online`,
 * on tab hide and on `pagehide`, and the lazy extras (web vitals, Sentry, the test hook).
 */
import { env } from '@/config/env';
import type { AppEvent } from '@/events/app-events';
import { events$ } from '@/events/bus';
import { currentPlatform } from '@/native/platform';
import { currentAuthorization, currentOwnerKey, getAuthorization, tokenIsStored } from '@/session/auth-token';
import { isPersistent } from '@/storage/backend';

import { requestBackgroundSync } from './background-sync';
import { project } from './channels';
import { CHANNEL_WIRE, postNow, upgradeLegacyRows, type OutboxChannel, type OutboxRow } from './delivery';
import { captureMessage } from './error-tracking';
import { startExtras } from './extras';
import { createFlusher, type Flusher } from './flusher';
import { electLeader, type Leadership } from './leader';
import { createPipeline, createUnsentRows, type Pipeline, type UnsentRows } from './pipeline';
import { announceWritten, listenForOtherTabs } from './tab-channel';
import { flushAtUnload } from './unload-listeners';
import { relayThroughWorker } from './worker-relay';

export type Telemetry = {
  pipeline: Pipeline;
  unsent: UnsentRows;
  flusher: Flusher;
  leadership: Leadership;
  isSender: () => boolean;
};

let running: Telemetry | null = null;

/**
 * Analytics channels: a refused post of theirs is reported to error tracking
 * (docs/product.md#error-catalogue).
 */
const ANALYTICS: ReadonlySet<OutboxChannel> = new Set(['user-events', 'track', 'identify']);

/** Starts telemetry once; `early` are the bus events that happened before it loaded. */
export function startTelemetry(early: readonly AppEvent[] = []): Telemetry {
  if (running !== null) return running;
  const baseUrl = env.VITE_GATEWAY_URL;
  let leadership: Leadership | null = null;
  const isSender = () => leadership?.isLeader() === true || !isPersistent();
  let saidMemory = false;

  // Built bottom-up, each part from those before it: the ledger of unsent rows, the flusher that
  // sends from the outbox, then the write-behind that announces written rows to the flusher.
  const unsent = createUnsentRows();
  const inFlight = new Set<string>();
  const flusher = createFlusher({
    // Through the worker when there is one: a batch on its way when the tab closes is still
    // acknowledged, not sent again by the next sender.
    post: relayThroughWorker(postNow, { sessionInWorker: tokenIsStored }),
    baseUrl,
    isSender,
    authorization: currentAuthorization,
    onRowsTaken: (rows) => {
      unsent.remember(rows);
      for (const row of rows) inFlight.add(row.id);
    },
    onRowsAnswered: (rows) => {
      for (const row of rows) inFlight.delete(row.id);
    },
    onRowsSettled: (ids) => unsent.forget(ids),
    onDead: (channel, ids) => {
      if (ANALYTICS.has(channel)) captureMessage('Analytics post refused', { channel, records: ids.length });
    },
    onUnreachable: () => requestBackgroundSync(),
  });

  const pipeline = createPipeline(unsent, (rows) => {
    const counts = new Map<OutboxChannel, number>();
    for (const row of rows)
      counts.set(row.channel as OutboxChannel, (counts.get(row.channel as OutboxChannel) ?? 0) + 1);
    for (const [channel, n] of counts) {
      flusher.notify(channel, n);
      announceWritten(channel, n);
    }
    if (!saidMemory && !isPersistent()) {
      saidMemory = true;
      // Say it once; the log line itself travels from memory like the rest.
      emitMemoryNotice();
    }
  });

  // A row of a channel sent under the session names its customer by owner key, never by token.
  const toRow = (id: string, channel: OutboxChannel, body: unknown, now: number): OutboxRow => {
    const row: OutboxRow = { id, channel, createdAt: now, body, attempts: 0, nextAttemptAt: now };
    if (CHANNEL_WIRE[channel].needsAuth) row.owner = currentOwnerKey();
    return row;
  };

  const handle = project({
    platform: currentPlatform(),
    appVersion: env.VITE_APP_VERSION,
    write: (record) => pipeline.add(toRow(record.id, record.channel, record.body, Date.now())),
  });
  events$.subscribe(handle);
  for (const event of early) handle(event);

  // Rows an older version wrote still hold the token: upgrade them before this tab sends.
  const upgraded = upgradeLegacyRows().catch(() => undefined);
  leadership = electLeader(() => void upgraded.then(() => flusher.flushAll('all')));
  listenForOtherTabs((channel, n) => flusher.notify(channel, n));
  window.addEventListener('online', () => void flusher.flushAll('force'));
  flushAtUnload({
    baseUrl,
    unsent,
    writeBuffered: pipeline.writeNow,
    inFlight: (id) => inFlight.has(id),
    isSender,
    authorization: getAuthorization,
    sessionInWorker: tokenIsStored,
    onLeftover: () => requestBackgroundSync(),
  });
  running = { pipeline, unsent, flusher, leadership, isSender };
  startExtras(running);
  return running;
}

function emitMemoryNotice(): void {
  void import('./log').then(({ logLine }) =>
    logLine('warn', 'IndexedDB is unavailable: telemetry is kept in memory for this session'),
  );
}

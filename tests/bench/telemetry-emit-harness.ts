/**
 * Measures the telemetry bus cost for tests/bench/emit-cost.mjs (loaded through Vite's SSR module
 * loader, in Node with fake-indexeddb): the real bus, the real channel projection and scrubbing,
 * the real write-behind into the Dexie outbox and the real flusher, with a counting fake network.
 */
import 'fake-indexeddb/auto';

import { emit, events$ } from '@/events/bus';
import { project } from '@/telemetry/channels';
import { enqueueRows } from '@/telemetry/delivery';
import type { OutboxChannel, WireRequest } from '@/telemetry/delivery';
import { createFlusher } from '@/telemetry/flusher';
import { createPipeline, createUnsentRows } from '@/telemetry/pipeline';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

export type EmitCost = {
  /** Synchronous cost of one `emit` (what the emitting code pays), median of the runs, ms. */
  syncMs: number;
  /** The same plus the batched IndexedDB write it causes, per event (fake-indexeddb in Node), ms. */
  withWriteMs: number;
  /** Requests per 50 events, per channel, in steady state. */
  requestsPer50: Record<string, number>;
};

export async function measureEmitCost(): Promise<EmitCost> {
  const requests = new Map<string, number>();
  const post = (request: WireRequest) => {
    const path = new URL(request.url).pathname;
    requests.set(path, (requests.get(path) ?? 0) + 1);
    return Promise.resolve({ status: 202 });
  };
  const flusher = createFlusher({
    post,
    baseUrl: 'http://bench.test',
    isSender: () => true,
    authorization: () => null,
  });
  const pipeline = createPipeline(
    createUnsentRows(),
    (rows) => {
      const counts = new Map<OutboxChannel, number>();
      for (const row of rows)
        counts.set(row.channel as OutboxChannel, (counts.get(row.channel as OutboxChannel) ?? 0) + 1);
      for (const [channel, n] of counts) flusher.notify(channel, n);
    },
    enqueueRows,
  );
  events$.subscribe(
    project({
      platform: 'web',
      appVersion: 'bench',
      write: (r) =>
        pipeline.add({
          id: r.id,
          channel: r.channel,
          createdAt: Date.now(),
          body: r.body,
          attempts: 0,
          nextAttemptAt: Date.now(),
        }),
    }),
  );

  const track = (i: number) =>
    emit('analytics/track', { event_name: 'tab_viewed', event_Param: { tab: 'Analytics', i } });
  const health = (i: number) =>
    emit('api_called', {
      method: 'GET',
      url: `http://bench.test/aa-service/account-summary?account_id=acc-${i}`,
      response_time_ms: 120,
      status: 200,
      bytes: 2048,
      pathname: '/savings',
      host: 'bench.test',
      platform: 'web',
      outcome: 'ok',
    });

  // Warm up (JIT, Dexie open), then measure bursts of 500 emits.
  for (let i = 0; i < 2000; i += 1) track(i);
  await pipeline.whenWritten();
  await sleep(6000);
  requests.clear();

  const sync: number[] = [];
  const withWrite: number[] = [];
  for (let run = 0; run < 9; run += 1) {
    const started = performance.now();
    for (let i = 0; i < 500; i += 1) track(i);
    const emitted = performance.now();
    await pipeline.whenWritten();
    sync.push((emitted - started) / 500);
    withWrite.push((performance.now() - started) / 500);
    await sleep(50);
  }
  await sleep(6000);
  requests.clear();

  // Steady state: two channels at ~1000 events/s each for 3 s, then the tail flush.
  const perChannel = 3000;
  for (let i = 0; i < perChannel; i += 25) {
    for (let j = 0; j < 25; j += 1) {
      track(i + j);
      health(i + j);
    }
    await sleep(25);
  }
  await pipeline.whenWritten();
  await sleep(5500);
  const requestsPer50: Record<string, number> = {};
  for (const [path, count] of requests) requestsPer50[path] = Number(((count * 50) / perChannel).toFixed(3));
  flusher.stop();
  return { syncMs: median(sync), withWriteMs: median(withWrite), requestsPer50 };
}

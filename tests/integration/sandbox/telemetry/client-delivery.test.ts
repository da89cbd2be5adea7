/**
 * The client's delivery code (src/telemetry/delivery, the same the service worker runs) against the
 * real sandbox sink over HTTP, with the sandbox's fault injection breaking the network on purpose.
 */
import type { AddressInfo } from 'node:net';

import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import type { AppEvent } from '@/events/app-events';
import type { Answer } from '@/telemetry/delivery';
import type * as Outbox from '@/telemetry/delivery';
import { ownerKeyOf } from '@/telemetry/delivery';
import { recordsFor, identifyRecord, type RecordContext } from '@/telemetry/records';

import { withServer } from '../../../support/sandbox';
import { freshStorage } from '../../../unit/storage/fresh-storage';
import { clearTelemetry, readTelemetry } from './telemetry-fixtures';

let baseUrl: string;
let outbox: typeof Outbox;
let deliver: typeof Outbox;

const sandbox = withServer();
beforeAll(async () => {
  await sandbox.app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(sandbox.app.server.address() as AddressInfo).port}`;
});
beforeEach(async () => {
  await freshStorage();
  await clearTelemetry(sandbox.app);
  await sandbox.app.inject({ method: 'DELETE', url: '/sandbox/faults' });
  outbox = await import('@/telemetry/delivery');
  deliver = await import('@/telemetry/delivery');
});

const posted: Outbox.WireRequest[] = [];
async function post(request: Outbox.WireRequest): Promise<Answer> {
  posted.push(request);
  try {
    const response = await fetch(request.url, {
      method: 'POST',
      headers: request.headers,
      body: request.body,
    });
    return { status: response.status, retryAfter: response.headers.get('retry-after') };
  } catch {
    return { status: null };
  }
}

const ctx: RecordContext = { userId: 'usr_demo_0001', platform: 'web', appVersion: '0.1.0' };
let seq = 0;
function event(name: AppEvent['name'], payload: unknown): AppEvent {
  seq += 1;
  const id = `0193a4b2-7c1d-7e2f-8a3b-${String(seq).padStart(12, '0')}`;
  return { id, name, ts: Date.now(), sessionId: 'sess-it', payload } as AppEvent;
}

/** One record of every outbox channel, built by the client's one record builder. */
async function enqueueEveryChannel(): Promise<string[]> {
  const events = [
    event('analytics/user-event', {
      event_name: 'bank_selected',
      event_type: 'click',
      page_name: 'bank list',
      consent_handle_id: null,
      bank_name: 'HDFC Bank',
      aa_source: 'FINVU',
      flow: 'savings',
      properties: { mobile: '9876543210' },
    }),
    event('analytics/track', {
      event_name: 'tab_viewed',
      event_Param: { tab: 'Analytics', pan: 'ABCDE1234F' },
    }),
    event('api_called', {
      method: 'GET',
      url: `${baseUrl}/aa-service/x?token=demo&otp=123456`,
      response_time_ms: 5,
      status: 200,
      bytes: 10,
      pathname: '/savings',
      host: '127.0.0.1',
      platform: 'web',
      outcome: 'ok',
    }),
    event('error_reported', {
      message: 'Bearer demo failed',
      origin: 'savings',
      status_code: 503,
      user_seen_error: true,
      pathname: '/savings',
    }),
    event('perf/metric', { page: '/', metric_name: 'LCP', value: 1234.5, type: 'web-vital' }),
    event('log/written', { level: 'warn', message: 'slow answer', fields: { screen: 'savings' } }),
  ];
  const records = [
    ...events.flatMap((e) => recordsFor(e, ctx)),
    identifyRecord(events[0]?.id ?? '', Date.now(), 'usr_demo_0001', ctx),
  ];
  // identify shares the first event's id on another channel: the sink keys by (channel, id).
  await outbox.enqueueRows(
    records.map((r) => ({
      id: `${r.channel}:${r.id}`,
      channel: r.channel,
      createdAt: Date.now(),
      body: r.body,
      attempts: 0,
      nextAttemptAt: Date.now(),
      owner: r.channel === 'user-events' ? ownerKeyOf('Bearer demo') : null,
    })),
  );
  return records.map((r) => r.channel);
}

async function addFault(pathPrefix: string, fault: Record<string, unknown>, count = 1): Promise<void> {
  const res = await sandbox.app.inject({
    method: 'POST',
    url: '/sandbox/faults',
    payload: { match: { method: 'POST', path_prefix: pathPrefix }, fault, count },
  });
  expect(res.statusCode).toBe(201);
}

describe('client delivery against the sandbox sink', () => {
  it('delivers every channel in the wire format the sink validates, with nothing personal in it', async () => {
    const channels = await enqueueEveryChannel();
    const result = await deliver.drainOutbox(post, { baseUrl, authorization: 'Bearer demo' });
    expect(result).toEqual({ failed: false, acked: channels.length });
    const list = await readTelemetry(sandbox.app);
    expect(new Set(list.records.map((r) => r.channel))).toEqual(new Set(channels));
    expect(list.flagged_total).toBe(0);
    expect(JSON.stringify(list.records)).not.toMatch(/Bearer demo|9876543210|ABCDE1234F|123456/);
    expect((await outbox.outboxStats()).pending).toEqual({});
    const userEvents = list.records.find((r) => r.channel === 'user-events');
    expect(userEvents?.user_id).toBe('usr_demo_0001');
  });

  it('waits out a 429 with Retry-After, then delivers', async () => {
    await enqueueEveryChannel();
    await addFault('/tracking-service/onboard/user-events', { status: 429, retry_after_s: 3 });
    const now = Date.now();
    const first = await deliver.drainOutbox(post, { baseUrl, authorization: 'Bearer demo', now: () => now });
    expect(first.failed).toBe(true);
    const [row] = await outbox.takeDue('user-events', 1, now + 10_000);
    expect(row?.nextAttemptAt).toBe(now + 3000);
    expect(row?.attempts).toBe(1);
    expect(await outbox.takeDue('user-events', 1, now + 2999)).toEqual([]);
    const second = await deliver.drainOutbox(post, {
      baseUrl,
      authorization: 'Bearer demo',
      now: () => now + 3000,
    });
    expect(second.failed).toBe(false);
    expect((await readTelemetry(sandbox.app, '?channel=user-events')).count).toBe(1);
  });

  it('retries after a 503 and after a dropped connection, and stores each record once', async () => {
    await enqueueEveryChannel();
    await addFault('/analytics/track', { status: 503 });
    await addFault('/frontend-webview/api/health', { drop: true });
    const now = Date.now();
    expect(
      (
        await deliver.drainOutbox(post, {
          baseUrl,
          authorization: 'Bearer demo',
          now: () => now,
          random: () => 0,
        })
      ).failed,
    ).toBe(true);
    const later = now + 60_000;
    expect(
      (await deliver.drainOutbox(post, { baseUrl, authorization: 'Bearer demo', now: () => later })).failed,
    ).toBe(false);
    const list = await readTelemetry(sandbox.app);
    expect(list.duplicate_total).toBe(0);
    expect(list.records.filter((r) => r.channel === 'track')).toHaveLength(1);
    expect(list.records.filter((r) => r.channel === 'health')).toHaveLength(1);
  });

  it('dead-letters a refusal (401) instead of retrying it forever', async () => {
    await enqueueEveryChannel();
    await addFault('/analytics/identify', { status: 401 });
    const result = await deliver.drainOutbox(post, { baseUrl, authorization: 'Bearer demo' });
    expect(result.failed).toBe(false);
    const stats = await outbox.outboxStats();
    expect(stats.dead).toEqual({ identify: 1 });
    expect(stats.deadByReason).toEqual({ 'HTTP 401': 1 });
    expect(stats.pending).toEqual({});
  });

  it('lets the service worker send rows still backing off from an offline spell', async () => {
    await enqueueEveryChannel();
    const ids = (await outbox.takeDue('track', 50)).map((row) => row.id);
    await outbox.retryLater(ids, Date.now() + 30_000);
    expect((await deliver.drainOutbox(post, { baseUrl, authorization: 'Bearer demo' })).acked).toBe(6);
    expect((await outbox.outboxStats()).pending).toEqual({ track: 1 });
    expect((await deliver.drainOutbox(post, { baseUrl, ignoreBackoff: true })).acked).toBe(1);
    expect((await outbox.outboxStats()).pending).toEqual({});
  });

  it('batches log lines into one request the logger takes as an array', async () => {
    const lines = [1, 2, 3].map(
      (n) => recordsFor(event('log/written', { level: 'info', message: `line ${n}` }), ctx)[0],
    );
    await outbox.enqueueRows(
      lines.map((r) => ({
        id: r?.id ?? '',
        channel: 'logs',
        createdAt: Date.now(),
        body: r?.body,
        attempts: 0,
        nextAttemptAt: Date.now(),
      })),
    );
    const before = posted.length;
    expect((await deliver.drainOutbox(post, { baseUrl, authorization: 'Bearer demo' })).acked).toBe(3);
    expect(posted.length - before).toBe(1);
    expect(posted.at(-1)?.headers['Platform']).toBe('web');
    expect((await readTelemetry(sandbox.app, '?channel=logs')).count).toBe(3);
  });

  it('counts a resent record as a duplicate at the sink, never stores it twice', async () => {
    await enqueueEveryChannel();
    const rows = await outbox.takeDue('track', 50);
    await deliver.deliverRows('track', rows, post, { baseUrl, authorization: 'Bearer demo' });
    await outbox.enqueueRows(rows);
    await deliver.deliverRows('track', rows, post, { baseUrl, authorization: 'Bearer demo' });
    const list = await readTelemetry(sandbox.app, '?channel=track');
    expect(list.count).toBe(1);
    expect(list.duplicate_total).toBe(1);
  });

  it('never sends the user-event of a customer who signed out: dropped, never sent under another token', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await outbox.enqueueRows([
      {
        id: 'ue-no-token',
        channel: 'user-events',
        createdAt: Date.now(),
        body: {
          id: '0193a4b2-7c1d-7e2f-8a3b-999999999999',
          event_timestamp: new Date().toISOString(),
          consent_handle_id: null,
          bank_name: null,
          event_name: 'x',
          event_type: 'page',
          page_name: 'intro',
          aa_source: 'FINVU',
          flow: 'savings',
        },
        attempts: 0,
        nextAttemptAt: 0,
        owner: ownerKeyOf('Bearer nobody-known'),
      },
    ]);
    const before = posted.length;
    await deliver.drainOutbox(post, { baseUrl, authorization: 'Bearer demo' });
    expect(posted.length).toBe(before);
    expect((await outbox.outboxStats()).deadByReason).toEqual({ 'signed-out': 1 });
    expect((await outbox.recentDeadLetters())[0]?.body).toBeNull();
  });
});

// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';

import { apiErrorBodySchema } from '@/api/schemas/errors';

import { withServer } from '../../../support/sandbox';
import { beacon, healthEvent, post, readTelemetry, trackEvent } from './telemetry-fixtures';

// A clock the test moves by hand, so `received_at` and `since` are exact.
let clock = new Date('2026-03-01T10:00:00.000Z');

const sandbox = withServer({ now: () => clock });
beforeAll(async () => {
  await post(sandbox.app, '/analytics/track', { events: [trackEvent({ id: 't1' })] });
  clock = new Date('2026-03-01T10:05:00.000Z');
  await post(sandbox.app, '/frontend-webview/api/health', { events: [healthEvent({ id: 'h1' })] });
  await post(sandbox.app, '/analytics/track', {
    events: [trackEvent({ id: 't1' }), trackEvent({ id: 't2' })],
  });
  clock = new Date('2026-03-01T10:10:00.000Z');
  await post(sandbox.app, '/frontend-webview/api/newrelic', beacon({ id: 'n1' }));
});

describe('GET /sandbox/telemetry', () => {
  it('lists every record in arrival order with its receipt time and duplicate count', async () => {
    const list = await readTelemetry(sandbox.app);
    expect(list.records.map((r) => [r.channel, r.id, r.received_at, r.duplicates])).toEqual([
      ['track', 't1', '2026-03-01T10:00:00.000Z', 1],
      ['health', 'h1', '2026-03-01T10:05:00.000Z', 0],
      ['track', 't2', '2026-03-01T10:05:00.000Z', 0],
      ['newrelic', 'n1', '2026-03-01T10:10:00.000Z', 0],
    ]);
    expect(list).toMatchObject({ count: 4, duplicate_total: 1, flagged_total: 0 });
  });

  it.each([
    ['?channel=track', ['t1', 't2']],
    ['?channel=health', ['h1']],
    ['?channel=errors', []],
    ['?since=2026-03-01T10:05:00.000Z', ['h1', 't2', 'n1']],
    ['?since=2026-03-01T15:36:00%2B05:30', ['n1']],
    ['?channel=track&since=2026-03-01T10:01:00Z', ['t2']],
  ])('filters %s', async (query, ids) => {
    const list = await readTelemetry(sandbox.app, query);
    expect(list.records.map((record) => record.id)).toEqual(ids);
    expect(list.count).toBe(ids.length);
  });

  it.each([
    ['?channel=sessions', 'channel'],
    ['?since=yesterday', 'since'],
    ['?channel=track&channel=health', 'channel'],
  ])('answers 400 to %s naming %s', async (query, field) => {
    const res = await sandbox.app.inject({ method: 'GET', url: `/sandbox/telemetry${query}` });
    expect(res.statusCode).toBe(400);
    expect(apiErrorBodySchema.parse(res.json()).error.message).toContain(`${field}:`);
  });
});

describe('DELETE /sandbox/telemetry', () => {
  it('clears everything with 204, after which an old id is new again', async () => {
    const res = await sandbox.app.inject({ method: 'DELETE', url: '/sandbox/telemetry' });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect((await readTelemetry(sandbox.app)).count).toBe(0);
    const again = await post(sandbox.app, '/analytics/track', { events: [trackEvent({ id: 't1' })] });
    expect(again.json()).toEqual({ accepted: 1, duplicates: 0 });
  });
});

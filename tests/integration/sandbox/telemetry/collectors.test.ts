// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';

import { collectorAnswerSchema } from '@/api/schemas/telemetry';

import { withServer } from '../../../support/sandbox';
import {
  beacon,
  clearTelemetry,
  healthEvent,
  identify,
  logLine,
  post,
  readTelemetry,
  trackEvent,
  userEvent,
} from './telemetry-fixtures';

const USER_EVENTS = '/tracking-service/onboard/user-events';
const DEMO = { authorization: 'Bearer demo' };
const LOGGER_HEADERS = { platform: 'web' };

const sandbox = withServer();
beforeEach(async () => {
  await clearTelemetry(sandbox.app);
});

/** One valid request per channel: [channel, url, body, headers, item ids]. */
function validRequests(): Array<[string, string, Record<string, unknown>, Record<string, string>, string[]]> {
  const ue = [userEvent(), userEvent({ event_type: 'page', aa_source: 'CAMS', flow: 'equity', extra: 1 })];
  const tr = [trackEvent(), trackEvent({ user_id: 'usr_demo_0001' })];
  const id = identify();
  const he = [healthEvent(), healthEvent({ status: 0, platform: 'android', bytes: 0 })];
  const nr = [beacon(), beacon({ ts: '2026-03-01T10:00:01+05:30' })];
  const lg = logLine({ extras: { screen: 'savings' } });
  const ids = (items: Array<Record<string, unknown>>) => items.map((item) => String(item['id']));
  return [
    ['user-events', USER_EVENTS, { eventList: ue }, DEMO, ids(ue)],
    ['track', '/analytics/track', { events: tr }, {}, ids(tr)],
    ['identify', '/analytics/identify', id, {}, ids([id])],
    ['health', '/frontend-webview/api/health', { events: he }, {}, ids(he)],
    ['newrelic', '/frontend-webview/api/newrelic', { events: nr }, {}, ids(nr)],
    ['logs', '/api/client-json-logger', lg, LOGGER_HEADERS, ids([lg])],
  ];
}

describe('collectors', () => {
  it.each(validRequests())(
    '%s: stores a valid body and answers 202',
    async (channel, url, body, headers, ids) => {
      const res = await post(sandbox.app, url, body, headers);
      expect(res.statusCode).toBe(202);
      expect(collectorAnswerSchema.parse(res.json())).toEqual({ accepted: ids.length, duplicates: 0 });
      const list = await readTelemetry(sandbox.app, `?channel=${channel}`);
      expect(list.records.map((record) => record.id)).toEqual(ids);
      expect(list.records.every((record) => record.channel === channel && record.duplicates === 0)).toBe(
        true,
      );
    },
  );

  it.each(validRequests())(
    '%s: a repeated id is counted, not stored again',
    async (channel, url, body, headers, ids) => {
      await post(sandbox.app, url, body, headers);
      const again = await post(sandbox.app, url, body, headers);
      expect(again.statusCode).toBe(202);
      expect(again.json()).toEqual({ accepted: 0, duplicates: ids.length });
      await post(sandbox.app, url, body, headers);
      const list = await readTelemetry(sandbox.app, `?channel=${channel}`);
      expect(list.count).toBe(ids.length);
      expect(list.records.map((record) => record.duplicates)).toEqual(ids.map(() => 2));
      expect(list.duplicate_total).toBe(2 * ids.length);
    },
  );

  it('stores items exactly as sent, unknown fields included', async () => {
    const item = userEvent({ widget_type: 'banks', nested: { a: [1, 2] } });
    await post(sandbox.app, USER_EVENTS, { eventList: [item] }, DEMO);
    const [record] = (await readTelemetry(sandbox.app)).records;
    expect(record?.body).toEqual(item);
  });

  it('counts a repeat inside one batch as a duplicate', async () => {
    const item = trackEvent();
    const res = await post(sandbox.app, '/analytics/track', { events: [item, item, trackEvent()] });
    expect(res.json()).toEqual({ accepted: 2, duplicates: 1 });
  });

  it('keys by channel: the same id on two channels is two records', async () => {
    const id = crypto.randomUUID();
    await post(sandbox.app, '/analytics/track', { events: [trackEvent({ id })] });
    await post(sandbox.app, '/frontend-webview/api/health', { events: [healthEvent({ id })] });
    const list = await readTelemetry(sandbox.app);
    expect(list.records.map((record) => [record.channel, record.duplicates])).toEqual([
      ['track', 0],
      ['health', 0],
    ]);
  });

  it('accepts a single newrelic beacon as well as a batch', async () => {
    const one = beacon();
    expect((await post(sandbox.app, '/frontend-webview/api/newrelic', one)).json()).toEqual({
      accepted: 1,
      duplicates: 0,
    });
    expect((await readTelemetry(sandbox.app, '?channel=newrelic')).records[0]?.body).toEqual(one);
  });

  it('tags items with the user id of a valid token, and keeps them when the token is unknown', async () => {
    await post(
      sandbox.app,
      '/analytics/track',
      { events: [trackEvent()] },
      { authorization: 'Bearer other' },
    );
    await post(
      sandbox.app,
      '/analytics/track',
      { events: [trackEvent()] },
      { authorization: 'Bearer stale' },
    );
    await post(sandbox.app, USER_EVENTS, { eventList: [userEvent()] }, DEMO);
    const users = (await readTelemetry(sandbox.app)).records.map((record) => record.user_id);
    expect(users).toEqual(['usr_other_0003', null, 'usr_demo_0001']);
  });
});

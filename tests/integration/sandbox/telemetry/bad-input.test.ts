// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';

import { apiErrorBodySchema } from '@/api/schemas/errors';

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

describe('text/plain beacons', () => {
  it.each([
    ['/frontend-webview/api/newrelic', { events: [beacon()] }],
    ['/frontend-webview/api/newrelic', beacon()],
    ['/frontend-webview/api/health', { events: [healthEvent()] }],
    ['/analytics/track', { events: [trackEvent()] }],
    ['/analytics/identify', identify()],
  ])('%s accepts JSON sent as text/plain;charset=UTF-8', async (url, body) => {
    const res = await post(sandbox.app, url, JSON.stringify(body), {
      'content-type': 'text/plain;charset=UTF-8',
    });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ accepted: 1, duplicates: 0 });
  });

  it.each(['{', 'not json', '', '{"events":[}'])(
    'answers 400 to text/plain that is not JSON: %j',
    async (text) => {
      const res = await post(sandbox.app, '/frontend-webview/api/newrelic', text, {
        'content-type': 'text/plain',
      });
      expect(res.statusCode).toBe(400);
      expect(apiErrorBodySchema.parse(res.json()).error.code).toBe('BAD_REQUEST');
    },
  );

  it('refuses __proto__ keys in text/plain as Fastify does in JSON', async () => {
    const text = `{"id":"x","page":"p","metric_name":"m","value":1,"type":"t","__proto__":{"polluted":1}}`;
    const res = await post(sandbox.app, '/frontend-webview/api/newrelic', text, {
      'content-type': 'text/plain',
    });
    expect(res.statusCode).toBe(400);
    expect(apiErrorBodySchema.parse(res.json()).error.message).toMatch(/__proto__/);
  });

  it.each([
    [USER_EVENTS, { eventList: [userEvent()] }, DEMO],
    ['/api/client-json-logger', logLine(), LOGGER_HEADERS],
  ])('%s is not a beacon: text/plain gets 415', async (url, body, headers) => {
    const res = await post(sandbox.app, url, JSON.stringify(body), {
      ...headers,
      'content-type': 'text/plain',
    });
    expect(res.statusCode).toBe(415);
    expect(apiErrorBodySchema.parse(res.json()).error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });
});

describe('bad input', () => {
  it('user-events needs a bearer token', async () => {
    const attempts: Array<Record<string, string>> = [{}, { authorization: 'Bearer nobody' }];
    for (const headers of attempts) {
      const res = await post(sandbox.app, USER_EVENTS, { eventList: [userEvent()] }, headers);
      expect(res.statusCode).toBe(401);
      expect(apiErrorBodySchema.parse(res.json()).error.code).toBe('UNAUTHORIZED');
    }
    expect((await readTelemetry(sandbox.app)).count).toBe(0);
  });

  it.each([
    [{}, 'header platform'],
    [{ platform: 'ios' }, 'header platform'],
  ])('the logger needs Platform: web (%j)', async (headers, field) => {
    const res = await post(sandbox.app, '/api/client-json-logger', logLine(), headers);
    expect(res.statusCode).toBe(400);
    expect(apiErrorBodySchema.parse(res.json()).error.message).toContain(field);
  });

  it.each([
    [USER_EVENTS, { eventList: [userEvent({ id: 'not-a-uuid' })] }, DEMO, 'eventList.0.id'],
    [USER_EVENTS, { eventList: [userEvent({ event_type: 'hover' })] }, DEMO, 'eventList.0.event_type'],
    [USER_EVENTS, { eventList: [userEvent({ aa_source: 'finvu' })] }, DEMO, 'eventList.0.aa_source'],
    [USER_EVENTS, { eventList: [userEvent({ flow: 'insurance' })] }, DEMO, 'eventList.0.flow'],
    [USER_EVENTS, { eventList: [] }, DEMO, 'eventList'],
    [USER_EVENTS, { events: [userEvent()] }, DEMO, 'eventList'],
    ['/analytics/track', { events: [trackEvent({ event_Param: 'x' })] }, {}, 'events.0.event_Param'],
    ['/analytics/track', { events: [trackEvent({ ts: 1700000000000 })] }, {}, 'events.0.ts'],
    ['/analytics/identify', identify({ user_id: '' }), {}, 'user_id'],
    [
      '/frontend-webview/api/health',
      { events: [healthEvent({ platform: 'windows' })] },
      {},
      'events.0.platform',
    ],
    ['/frontend-webview/api/health', { events: [healthEvent({ status: 200.5 })] }, {}, 'events.0.status'],
    ['/frontend-webview/api/newrelic', { events: [beacon({ value: '1830' })] }, {}, 'events.0.value'],
    ['/frontend-webview/api/newrelic', beacon({ metric_name: undefined }), {}, 'metric_name'],
    ['/api/client-json-logger', logLine({ ts: 'yesterday' }), LOGGER_HEADERS, 'ts'],
    ['/api/client-json-logger', logLine({ level: 'fatal' }), LOGGER_HEADERS, 'level'],
  ])('%s: 400 naming the field (%j)', async (url, body, headers, field) => {
    const res = await post(sandbox.app, url, body, headers);
    expect(res.statusCode).toBe(400);
    expect(apiErrorBodySchema.parse(res.json()).error.message).toContain(`${field}:`);
  });

  it('stores nothing of a batch with one bad item (all or nothing)', async () => {
    const good = [trackEvent(), trackEvent()];
    const res = await post(sandbox.app, '/analytics/track', {
      events: [...good, trackEvent({ session_id: 7 })],
    });
    expect(res.statusCode).toBe(400);
    expect(apiErrorBodySchema.parse(res.json()).error.message).toContain('events.2.session_id');
    expect((await readTelemetry(sandbox.app)).count).toBe(0);
    // The client dead-letters the batch; its good items alone then go through.
    expect((await post(sandbox.app, '/analytics/track', { events: good })).json()).toEqual({
      accepted: 2,
      duplicates: 0,
    });
  });

  it('answers 400, never 500, to a body nested too deep to store', async () => {
    const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    for (const contentType of ['application/json', 'text/plain']) {
      const text = `{"id":"d1","page":"p","metric_name":"m","value":1,"type":"t","extra":${deep}}`;
      const res = await post(sandbox.app, '/frontend-webview/api/newrelic', text, {
        'content-type': contentType,
      });
      expect(res.statusCode).toBe(400);
    }
  });

  it.each([
    ['no body', undefined, 400],
    ['form body', 'a=1', 415],
  ])('answers %s with a JSON error', async (_name, payload, status) => {
    const res = await sandbox.app.inject({
      method: 'POST',
      url: '/analytics/track',
      ...(payload === undefined
        ? {}
        : { payload, headers: { 'content-type': 'application/x-www-form-urlencoded' } }),
    });
    expect(res.statusCode).toBe(status);
    expect(apiErrorBodySchema.safeParse(res.json()).success).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';

import type { AppEvent } from '@/events/app-events';
import { identifyRecord, recordsFor, type RecordContext } from '@/telemetry/records';

import { piiFlagsOf } from '../../../sandbox/telemetry/privacy-guard';

const ctx: RecordContext = { userId: 'usr_demo_0001', platform: 'web', appVersion: '0.1.0' };
const SECRETS = [
  'Bearer demo',
  'demo-secret-token',
  'ABCDE1234F',
  '9876543210',
  '123456',
  '50100123456789',
  '4111111111111111',
];

let n = 0;
function event<E extends AppEvent>(name: E['name'], payload: E['payload']): AppEvent {
  n += 1;
  return {
    id: `0193a4b2-7c1d-7e2f-8a3b-${String(n).padStart(12, '0')}`,
    name,
    ts: Date.parse('2026-03-01T10:00:00Z'),
    sessionId: 'sess-1',
    payload,
  } as AppEvent;
}

/** One event of every kind a channel projects, each stuffed with personal data. */
const LEAKY: AppEvent[] = [
  event('analytics/user-event', {
    event_name: 'otp_submitted OTP 123456',
    event_type: 'click',
    page_name: 'finvu otp',
    consent_handle_id: 'ch-1 mobile=9876543210',
    bank_name: 'HDFC a/c 50100123456789',
    aa_source: 'FINVU',
    flow: 'savings',
    properties: {
      otp: '123456',
      mobile: '9876543210',
      pan: 'ABCDE1234F',
      note: 'Bearer demo',
      card: '4111111111111111',
    },
  }),
  event('analytics/track', {
    event_name: 'pan_entered ABCDE1234F',
    event_Param: {
      token: 'demo-secret-token',
      phone: 9876543210,
      account: 'acct 50100123456789',
      text: 'call +91 9876543210',
    },
  }),
  event('api_called', {
    method: 'GET',
    url: 'https://gw.test/aa-service/onboard/verify-bank-otp?otp=123456&mobile=9876543210&token=demo-secret-token',
    response_time_ms: 120,
    status: 200,
    bytes: 512,
    pathname: '/linking/9876543210',
    host: 'gw.test',
    platform: 'web',
    outcome: 'ok',
  }),
  event('error_reported', {
    message: 'Request with Bearer demo failed for PAN ABCDE1234F, mobile 9876543210, OTP 123456',
    origin: 'verify-otp',
    status_code: 400,
    user_seen_error: true,
    pathname: '/linking/otp',
  }),
  event('error/caught', {
    error: new Error('render failed for account 50100123456789 (Bearer demo)'),
    origin: 'error-boundary',
    componentStack: null,
  }),
  event('perf/metric', { page: '/profile/9876543210', metric_name: 'LCP', value: 1830.5, type: 'web-vital' }),
  event('log/written', {
    level: 'error',
    message: 'OTP 123456 sent to +91 9876543210',
    fields: { pan: 'ABCDE1234F', authorization: 'Bearer demo', detail: 'acc 50100123456789' },
  }),
];

describe('records: the one place telemetry bodies are built', () => {
  const records = [
    ...LEAKY.flatMap((e) => recordsFor(e, ctx)),
    identifyRecord('0193a4b2-7c1d-7e2f-8a3b-000000000099', 0, 'usr_demo_0001', ctx),
  ];

  it('covers every outbox channel', () => {
    expect(new Set(records.map((r) => r.channel))).toEqual(
      new Set(['user-events', 'track', 'health', 'error-events', 'newrelic', 'logs', 'identify']),
    );
  });

  it.each(records.map((r) => [r.channel, r] as const))('%s carries no personal data', (_channel, record) => {
    const text = JSON.stringify(record.body);
    for (const secret of SECRETS) expect(text).not.toContain(secret);
    expect(piiFlagsOf(record.body, text)).toEqual([]);
  });

  it('keeps what the channels need', () => {
    // The first record of each channel (two error events: reported, then caught).
    const byChannel = Object.fromEntries(records.toReversed().map((r) => [r.channel, r.body]));
    expect(byChannel['user-events']).toMatchObject({
      event_type: 'click',
      page_name: 'finvu otp',
      aa_source: 'FINVU',
      flow: 'savings',
    });
    expect(byChannel['track']).toMatchObject({
      user_id: 'usr_demo_0001',
      session_id: 'sess-1',
      ts: '2026-03-01T10:00:00.000Z',
    });
    expect(byChannel['health']).toMatchObject({
      method: 'GET',
      status: 200,
      bytes: 512,
      host: 'gw.test',
      platform: 'web',
    });
    expect(byChannel['error-events']).toMatchObject({
      origin: 'verify-otp',
      status_code: 400,
      user_seen_error: true,
    });
    expect(byChannel['newrelic']).toMatchObject({ metric_name: 'LCP', value: 1830.5, type: 'web-vital' });
    expect(byChannel['logs']).toMatchObject({ level: 'error', ts: '2026-03-01T10:00:00.000Z' });
    expect(byChannel['identify']).toMatchObject({ user_id: 'usr_demo_0001' });
  });

  it('keys each record by its bus event id, so a resend is a duplicate at the sink', () => {
    const [first] = LEAKY;
    expect(recordsFor(first as AppEvent, ctx).map((r) => r.id)).toEqual([first?.id]);
    expect(recordsFor(first as AppEvent, ctx)[0]?.body['id']).toBe(first?.id);
  });

  it('projects nothing for state events', () => {
    expect(recordsFor(event('toast/shown', { id: 't1' }), ctx)).toEqual([]);
  });
});

import { randomUUID } from 'node:crypto';

import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

import { telemetryListSchema, type TelemetryList } from '@/api/schemas/telemetry';

/** A fixed instant, so bodies are deterministic apart from their ids. */
export const TS = '2026-03-01T10:00:00.000Z';

export function userEvent(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: randomUUID(),
    event_timestamp: TS,
    consent_handle_id: 'ch_123',
    bank_name: 'HDFC Bank',
    event_name: 'bank_selected',
    event_type: 'click',
    page_name: 'bank list',
    flow: 'savings',
    ...overrides,
  };
}

export function trackEvent(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: randomUUID(),
    event_name: 'tab_viewed',
    event_Param: { tab: 'Analytics' },
    ts: TS,
    session_id: 'sess_1',
    ...overrides,
  };
}

export function identify(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { id: randomUUID(), user_id: 'usr_demo_0001', traits: { platform: 'web' }, ts: TS, ...overrides };
}

export function healthEvent(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: randomUUID(),
    method: 'GET',
    url: 'https://gw.example/aa-service/account-summary?account_id=a1',
    response_time_ms: 123.4,
    status: 200,
    bytes: 2048,
    pathname: '/aa-service/account-summary',
    host: 'gw.example',
    platform: 'web',
    ts: TS,
    ...overrides,
  };
}

export function beacon(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: randomUUID(),
    page: 'savings',
    metric_name: 'LCP',
    value: 1830,
    type: 'web-vital',
    ...overrides,
  };
}

export function logLine(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: randomUUID(),
    ts: TS,
    level: 'error',
    message: 'render failed',
    origin: 'savings',
    ...overrides,
  };
}

/** POSTs `body` as JSON (or as the given content type, stringified) to `url`. */
export function post(
  app: FastifyInstance,
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  const contentType = headers['content-type'] ?? 'application/json';
  return app.inject({
    method: 'POST',
    url,
    headers: { ...headers, 'content-type': contentType },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** `GET /sandbox/telemetry` with `query`, parsed with the contract's schema. */
export async function readTelemetry(app: FastifyInstance, query = ''): Promise<TelemetryList> {
  const res = await app.inject({ method: 'GET', url: `/sandbox/telemetry${query}` });
  if (res.statusCode !== 200)
    throw new Error(`GET /sandbox/telemetry${query}: ${res.statusCode} ${res.body}`);
  return telemetryListSchema.parse(res.json());
}

/** Forgets everything the sink holds. */
export async function clearTelemetry(app: FastifyInstance): Promise<void> {
  await app.inject({ method: 'DELETE', url: '/sandbox/telemetry' });
}

// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';

import { apiErrorBodySchema } from '@/api/schemas/errors';
import { sentryEnvelopeAnswerSchema } from '@/api/schemas/telemetry';

import { parseEnvelope } from '../../../../sandbox/telemetry/sentry-envelope';
import { withServer } from '../../../support/sandbox';
import { clearTelemetry, readTelemetry } from './telemetry-fixtures';

const URL = '/sentry/api/4507/envelope/';
const ID_A = '9ec79c33ec9942ab8353589fcb2e04dc';
const ID_B = 'f3a1c2d4e5b60718293a4b5c6d7e8f90';

const sandbox = withServer();
beforeEach(async () => {
  await clearTelemetry(sandbox.app);
});

function line(value: unknown): string {
  return JSON.stringify(value);
}

/** An envelope with one error event; `withLength` frames the payload by its byte length. */
function errorEnvelope(id: string, event: Record<string, unknown>, withLength = true): string {
  const payload = line(event);
  const itemHeader = withLength ? { type: 'event', length: Buffer.byteLength(payload) } : { type: 'event' };
  return `${line({ event_id: id, sent_at: '2026-03-01T10:00:00Z' })}\n${line(itemHeader)}\n${payload}\n`;
}

function send(body: string | Buffer, contentType = 'text/plain;charset=UTF-8', url = URL) {
  return sandbox.app.inject({ method: 'POST', url, headers: { 'content-type': contentType }, payload: body });
}

describe('POST /sentry/api/:project/envelope/', () => {
  it('stores the event keyed by the envelope id and answers Sentry’s { id }', async () => {
    const event = { message: 'TypeError: x is undefined', level: 'error', platform: 'javascript' };
    const res = await send(errorEnvelope(ID_A, event));
    expect(res.statusCode).toBe(200);
    expect(sentryEnvelopeAnswerSchema.parse(res.json())).toEqual({ id: ID_A });
    const list = await readTelemetry(sandbox.app, '?channel=errors');
    expect(list.records.map((record) => [record.id, record.body])).toEqual([[ID_A, event]]);
  });

  it('counts a resent envelope as a duplicate', async () => {
    const envelope = errorEnvelope(ID_A, { message: 'boom' });
    await send(envelope);
    await send(envelope, 'application/x-sentry-envelope');
    const list = await readTelemetry(sandbox.app, '?channel=errors');
    expect(list.records.map((record) => [record.id, record.duplicates])).toEqual([[ID_A, 1]]);
  });

  it('prefers the payload’s own event_id and accepts dashed UUIDs', async () => {
    const dashed = '9ec79c33-ec99-42ab-8353-589fcb2e04dc';
    const body = `${line({})}\n${line({ type: 'event' })}\n${line({ event_id: dashed, message: 'm' })}`;
    expect((await send(body)).json()).toEqual({ id: ID_A });
    expect((await readTelemetry(sandbox.app)).records[0]?.id).toBe(ID_A);
  });

  it('frames payloads by byte length: newlines and multi-byte text inside a payload', async () => {
    const event = { message: 'line one\nline two ₹ 1,00,000 — ok' };
    const payload = `{\n"message": ${JSON.stringify(event.message)}\n}`;
    const body = `${line({ event_id: ID_B })}\n${line({ type: 'event', length: Buffer.byteLength(payload) })}\n${payload}`;
    expect((await send(body)).statusCode).toBe(200);
    expect((await readTelemetry(sandbox.app)).records[0]?.body).toEqual(event);
  });

  it('skips sessions, client reports and binary replay items but keeps the event', async () => {
    const binary = Buffer.from([0x1f, 0x8b, 0x0a, 0x00, 0xff, 0x0a]);
    const envelope = Buffer.concat([
      Buffer.from(`${line({ event_id: ID_B })}\n${line({ type: 'session' })}\n${line({ status: 'ok' })}\n`),
      Buffer.from(`${line({ type: 'replay_recording', length: binary.length })}\n`),
      binary,
      Buffer.from(`\n${line({ type: 'event' })}\n${line({ message: 'after binary' })}\n`),
    ]);
    const res = await send(envelope, 'application/x-sentry-envelope');
    expect(res.statusCode).toBe(200);
    const list = await readTelemetry(sandbox.app);
    expect(list.records.map((record) => [record.channel, record.id, record.body])).toEqual([
      ['errors', ID_B, { message: 'after binary' }],
    ]);
  });

  it('answers {} to an envelope without events (sessions only), storing nothing', async () => {
    const body = `${line({ sent_at: '2026-03-01T10:00:00Z' })}\n${line({ type: 'session' })}\n${line({ sid: 's' })}\n`;
    const res = await send(body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({});
    expect((await readTelemetry(sandbox.app)).count).toBe(0);
  });

  it.each([
    ['empty body', '', 'envelope header'],
    ['header not JSON', 'nope\n', 'envelope header'],
    ['header an array', '[]\n', 'envelope header'],
    ['bad header event_id', `${line({ event_id: 'xyz' })}\n`, 'envelope header.event_id'],
    ['item header not JSON', `${line({})}\n{type\n{}`, 'item 1 header'],
    ['item without type', `${line({})}\n${line({ length: 2 })}\n{}`, 'item 1 header.type'],
    ['negative length', `${line({})}\n${line({ type: 'event', length: -1 })}\n{}`, 'item 1 header.length'],
    [
      'length past the end',
      `${line({ event_id: ID_A })}\n${line({ type: 'event', length: 99 })}\n{}`,
      'item 1 header.length',
    ],
    [
      'event payload not JSON',
      `${line({ event_id: ID_A })}\n${line({ type: 'event' })}\n{oops`,
      'item 1 payload',
    ],
    [
      'event without any id',
      `${line({})}\n${line({ type: 'event' })}\n${line({ message: 'm' })}`,
      'item 1 payload.event_id',
    ],
    [
      'event with a bad id',
      `${line({ event_id: ID_A })}\n${line({ type: 'event' })}\n${line({ event_id: 1 })}`,
      'item 1 payload.event_id',
    ],
  ])('answers 400 to %s, naming %s', async (_name, body, field) => {
    const res = await send(body);
    expect(res.statusCode).toBe(400);
    expect(apiErrorBodySchema.parse(res.json()).error.message).toContain(`${field}:`);
    expect((await readTelemetry(sandbox.app)).count).toBe(0);
  });

  it.each([
    // Fastify's JSON parser reads an envelope as broken JSON.
    ['application/json', 400],
    ['application/octet-stream', 415],
  ])('answers an envelope sent as %s with %i', async (contentType, status) => {
    const res = await send(errorEnvelope(ID_A, { message: 'm' }), contentType);
    expect(res.statusCode).toBe(status);
    expect(apiErrorBodySchema.safeParse(res.json()).success).toBe(true);
  });

  it('answers 400 to a project id that is not one', async () => {
    const res = await send(errorEnvelope(ID_A, { message: 'm' }), undefined, '/sentry/api/a%20b/envelope/');
    expect(res.statusCode).toBe(400);
    expect(apiErrorBodySchema.parse(res.json()).error.message).toContain('project');
  });
});

describe('parseEnvelope', () => {
  it('reads items with and without length, with or without a final newline', () => {
    const text = `${line({ a: 1 })}\n${line({ type: 'x', length: 3 })}\nabc\n${line({ type: 'y' })}\nlast`;
    const envelope = parseEnvelope(Buffer.from(text));
    expect(envelope.header).toEqual({ a: 1 });
    expect(envelope.items.map((item) => [item.header['type'], item.payload.toString()])).toEqual([
      ['x', 'abc'],
      ['y', 'last'],
    ]);
  });

  it('reads an item whose payload is empty', () => {
    const envelope = parseEnvelope(Buffer.from(`${line({})}\n${line({ type: 'x', length: 0 })}\n`));
    expect(envelope.items.map((item) => item.payload.length)).toEqual([0]);
  });
});

import { clientError } from '../http/api-errors';
import { parseJsonText } from './json-body';
import type { TelemetryItem } from './telemetry-store';

const NEWLINE = 0x0a;
/** Sentry's event ids are 32 hex digits; a dashed UUID is accepted too. */
const EVENT_ID = /^(?:[0-9a-f]{32}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/** One item of an envelope: its header line and its raw payload bytes. */
type EnvelopeItem = { header: Record<string, unknown>; payload: Buffer };

/** A parsed envelope: its header and its items in order. */
export type Envelope = { header: Record<string, unknown>; items: EnvelopeItem[] };

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The bytes from `start` up to the next newline (or the end), and where the next line starts. */
function readLine(bytes: Buffer, start: number): { line: Buffer; next: number } {
  const end = bytes.indexOf(NEWLINE, start);
  return end === -1
    ? { line: bytes.subarray(start), next: bytes.length }
    : { line: bytes.subarray(start, end), next: end + 1 };
}

/** A JSON object from `bytes`, or a 400 naming `what`. */
function jsonObject(bytes: Buffer, what: string): Record<string, unknown> {
  const value = parseJsonText(bytes.toString('utf8'), what);
  if (!isObject(value)) throw clientError(400, `${what}: expected a JSON object`);
  return value;
}

/** The `length` of an item header: a byte count, absent, or a 400. */
function lengthOf(header: Record<string, unknown>, what: string): number | undefined {
  const length = header['length'];
  if (length === undefined) return undefined;
  if (typeof length !== 'number' || !Number.isSafeInteger(length) || length < 0) {
    throw clientError(400, `${what}.length: expected a byte count`);
  }
  return length;
}

/**
 * Parses a Sentry envelope: a JSON header line, then items, each a JSON header line and a payload
 * that runs for the header's `length` bytes or, without one, to the end of the line. Works on
 * bytes, because `length` counts bytes and payloads (replay recordings) may be binary.
 */
export function parseEnvelope(bytes: Buffer): Envelope {
  const first = readLine(bytes, 0);
  const header = jsonObject(first.line, 'envelope header');
  const items: EnvelopeItem[] = [];
  let at = first.next;
  while (at < bytes.length) {
    const headerLine = readLine(bytes, at);
    // A trailing newline (or blank lines) after the last item ends the envelope.
    if (headerLine.line.toString('utf8').trim() === '') {
      at = headerLine.next;
      continue;
    }
    const what = `item ${items.length + 1} header`;
    const itemHeader = jsonObject(headerLine.line, what);
    if (typeof itemHeader['type'] !== 'string') throw clientError(400, `${what}.type: expected a string`);
    const length = lengthOf(itemHeader, what);
    if (length === undefined) {
      const payload = readLine(bytes, headerLine.next);
      items.push({ header: itemHeader, payload: payload.line });
      at = payload.next;
    } else {
      const end = headerLine.next + length;
      if (end > bytes.length) throw clientError(400, `${what}.length: runs past the end of the body`);
      items.push({ header: itemHeader, payload: bytes.subarray(headerLine.next, end) });
      at = bytes[end] === NEWLINE ? end + 1 : end;
    }
  }
  return { header, items };
}

/** A valid event id from `value`, or undefined. */
function eventIdOf(value: unknown): string | undefined {
  return typeof value === 'string' && EVENT_ID.test(value) ? value : undefined;
}

/**
 * The error events of an envelope (items of type `event`), each keyed by the payload's
 * `event_id` or else the envelope header's. Sessions, replays and client reports are skipped.
 * Throws a 400 for an event without a usable id or with a payload that is not a JSON object.
 */
export function errorEventsOf(envelope: Envelope): TelemetryItem[] {
  const headerId = envelope.header['event_id'];
  if (headerId !== undefined && eventIdOf(headerId) === undefined) {
    throw clientError(400, 'envelope header.event_id: expected 32 hex digits');
  }
  const events: TelemetryItem[] = [];
  envelope.items.forEach((item, index) => {
    if (item.header['type'] !== 'event') return;
    const what = `item ${index + 1} payload`;
    const payload = jsonObject(item.payload, what);
    const ownId = payload['event_id'];
    if (ownId !== undefined && eventIdOf(ownId) === undefined) {
      throw clientError(400, `${what}.event_id: expected 32 hex digits`);
    }
    const id = eventIdOf(ownId) ?? eventIdOf(headerId);
    if (id === undefined) throw clientError(400, `${what}.event_id: expected 32 hex digits`);
    events.push({ id: id.replaceAll('-', '').toLowerCase(), body: payload });
  });
  return events;
}

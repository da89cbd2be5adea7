import { describe, expect, it } from 'vitest';

import { FETCHED_AT_HEADER, fetchedAtOf, pageMessageType, telemetryHandoffItems } from '../../../sw/messages';

describe('pageMessageType', () => {
  it.each([
    [{ type: 'SKIP_WAITING' }, 'SKIP_WAITING'],
    [{ type: 'PURGE_USER_DATA' }, 'PURGE_USER_DATA'],
    [{ type: 'GET_VERSION', extra: 1 }, 'GET_VERSION'],
    [{ type: 'skip_waiting' }, null],
    [{ type: 42 }, null],
    ['SKIP_WAITING', null],
    [null, null],
    [undefined, null],
  ])('%j → %s', (data, expected) => {
    expect(pageMessageType(data)).toBe(expected);
  });
});

describe('fetchedAtOf', () => {
  it('prefers the stamp the worker wrote when it cached the answer', () => {
    const headers = new Headers({
      [FETCHED_AT_HEADER]: '1795400000000',
      date: 'Mon, 01 Jan 2024 00:00:00 GMT',
    });
    expect(fetchedAtOf(headers)).toBe(1795400000000);
  });

  it("falls back to the server's Date header (a cache written by an older worker)", () => {
    expect(fetchedAtOf(new Headers({ date: 'Mon, 01 Jan 2024 00:00:00 GMT' }))).toBe(Date.UTC(2024, 0, 1));
  });

  it('knows nothing from garbage or nothing', () => {
    expect(fetchedAtOf(new Headers({ [FETCHED_AT_HEADER]: 'soon', date: 'yesterday-ish' }))).toBeNull();
    expect(fetchedAtOf(new Headers())).toBeNull();
  });
});

describe('telemetryHandoffItems', () => {
  const item = {
    ids: ['r1', 'r2'],
    url: '/analytics/track',
    body: '[]',
    headers: { 'Content-Type': 'application/json' },
  };

  it('reads the requests a closing page hands over', () => {
    expect(telemetryHandoffItems({ type: 'TELEMETRY_HANDOFF', items: [item] })).toEqual([item]);
    expect(pageMessageType({ type: 'TELEMETRY_HANDOFF', items: [] })).toBe('TELEMETRY_HANDOFF');
  });

  it('reads a request under the session, named by its owner key', () => {
    const session = { ...item, url: '/tracking-service/onboard/user-events', owner: 'o1abc' };
    expect(telemetryHandoffItems({ type: 'TELEMETRY_HANDOFF', items: [session] })).toEqual([session]);
  });

  it.each([
    [{ type: 'GET_VERSION', items: [item] }],
    [{ type: 'TELEMETRY_HANDOFF' }],
    [{ type: 'TELEMETRY_HANDOFF', items: [{ ...item, ids: [1] }] }],
    [{ type: 'TELEMETRY_HANDOFF', items: [{ ...item, headers: { a: 1 } }] }],
    [{ type: 'TELEMETRY_HANDOFF', items: [{ ...item, body: null }] }],
    [{ type: 'TELEMETRY_HANDOFF', items: [null] }],
    [{ type: 'TELEMETRY_HANDOFF', items: [{ ...item, owner: 42 }] }],
    [{ type: 'TELEMETRY_HANDOFF', items: [{ ...item, owner: '' }] }],
    // The token never travels in a message: one that carries it is refused whole.
    [{ type: 'TELEMETRY_HANDOFF', items: [{ ...item, headers: { Authorization: 'Bearer demo' } }] }],
    [{ type: 'TELEMETRY_HANDOFF', items: [{ ...item, headers: { authorization: 'Bearer demo' } }] }],
  ])('refuses a malformed one: %j', (data) => {
    expect(telemetryHandoffItems(data)).toBeNull();
  });
});

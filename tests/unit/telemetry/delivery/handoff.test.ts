import { describe, expect, it } from 'vitest';

import {
  carriesToken,
  handoffHeaders,
  handoffItemOf,
  ownerKeyOf,
  type HandoffItem,
  type WireRequest,
} from '@/telemetry/delivery';

const USER_EVENTS = 'https://gw.test/tracking-service/onboard/user-events';
const TRACK = 'https://gw.test/analytics/track';

const request = (url: string, headers: Record<string, string>): WireRequest => ({
  url,
  body: '{"eventList":[]}',
  headers: { 'Content-Type': 'application/json', ...headers },
  beacon: false,
});

describe('handoffItemOf', () => {
  it('hands a request under the session over without its token, named by its owner key', () => {
    const item = handoffItemOf(request(USER_EVENTS, { Authorization: 'Bearer demo' }), ['a', 'b']);
    expect(item).toEqual({
      ids: ['a', 'b'],
      url: USER_EVENTS,
      body: '{"eventList":[]}',
      headers: { 'Content-Type': 'application/json' },
      owner: ownerKeyOf('Bearer demo'),
    });
    // Nothing in the message the page posts holds the token.
    expect(JSON.stringify(item)).not.toMatch(/demo/);
  });

  it('strips the header under any letter case', () => {
    const item = handoffItemOf(request(USER_EVENTS, { authorization: 'Bearer demo' }), ['a']);
    expect(carriesToken(item.headers)).toBe(false);
    expect(item.owner).toBe(ownerKeyOf('Bearer demo'));
  });

  it('names no owner for a request without a session', () => {
    const item = handoffItemOf(request(TRACK, {}), ['a']);
    expect(item).not.toHaveProperty('owner');
    expect(item.headers).toEqual({ 'Content-Type': 'application/json' });
  });
});

describe('handoffHeaders (the worker adds the token)', () => {
  const userEvents: HandoffItem = handoffItemOf(request(USER_EVENTS, { Authorization: 'Bearer demo' }), [
    'a',
  ]);

  it('adds the stored token when it is the customer the request names', () => {
    expect(handoffHeaders(userEvents, 'Bearer demo')).toEqual({
      'Content-Type': 'application/json',
      Authorization: 'Bearer demo',
    });
  });

  it("sends nothing under another customer's token, nor with nobody signed in", () => {
    expect(handoffHeaders(userEvents, 'Bearer other')).toBeNull();
    expect(handoffHeaders(userEvents, null)).toBeNull();
  });

  it('gives the token only to the session collector', () => {
    expect(handoffHeaders({ ...userEvents, url: TRACK }, 'Bearer demo')).toBeNull();
  });

  it('sends a request without a session as it came, without a token', () => {
    const track = handoffItemOf(request(TRACK, {}), ['a']);
    expect(handoffHeaders(track, 'Bearer demo')).toEqual({ 'Content-Type': 'application/json' });
  });
});

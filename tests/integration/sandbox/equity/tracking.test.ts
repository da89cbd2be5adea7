// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { apiErrorBodySchema } from '@/api/schemas/errors';
import {
  accountDetailsSchema,
  type Broker,
  brokerDetailsSchema,
  holdingsPageSchema,
  mastheadSchema,
  trackingUpdateSchema,
} from '@/api/schemas/stocks-widget';

import { type EquityServer, IN_STOCKS, NOW, startEquityServer } from './equity-server';

let server: EquityServer;
let cdsl: Broker;
let nsdl: Broker;

beforeAll(async () => {
  server = await startEquityServer();
  const brokers = brokerDetailsSchema.parse((await server.get(`${IN_STOCKS}/broker-details`)).json()).brokers;
  const find = (d: string) => brokers.find((b) => b.depository === d);
  const [a, b] = [find('CDSL'), find('NSDL')];
  if (!a || !b) throw new Error('demo needs a CDSL and an NSDL broker');
  [cdsl, nsdl] = [a, b];
});
afterAll(async () => {
  await server.close();
});

async function brokerNow(broker: Broker, token = 'demo'): Promise<Broker | undefined> {
  const body = brokerDetailsSchema.parse((await server.get(`${IN_STOCKS}/broker-details`, token)).json());
  return body.brokers.find((b) => b.account_id === broker.account_id);
}

async function holdingsOf(broker: Broker) {
  const res = await server.get(`${IN_STOCKS}/holdings/${broker.depository}/${broker.account_id}`);
  return holdingsPageSchema.parse(res.json()).groups.flatMap((g) => g.holdings);
}

describe('POST /in-stocks/gmail-enable', () => {
  it('turns Gmail fetch on by account_id and off by broker_id; GETs reflect it', async () => {
    const on = await server.post(`${IN_STOCKS}/gmail-enable`, { account_id: cdsl.account_id, enable: true });
    expect(on.statusCode).toBe(200);
    const body = trackingUpdateSchema.parse(on.json());
    expect(body).toMatchObject({
      tracking: { gmail_enabled: true },
      fetch_eta_minutes: 45,
      updated_at: NOW.toISOString(),
    });
    expect((await brokerNow(cdsl))?.tracking.gmail_enabled).toBe(true);
    expect((await brokerNow(nsdl))?.tracking.gmail_enabled).toBe(false);
    const masthead = mastheadSchema.parse(
      (await server.get(`${IN_STOCKS}/masthead/CDSL/${cdsl.account_id}`)).json(),
    );
    expect(masthead.tracking.gmail_enabled).toBe(true);

    const off = await server.post(`${IN_STOCKS}/gmail-enable`, { broker_id: cdsl.broker_id, enable: false });
    expect(trackingUpdateSchema.parse(off.json()).fetch_eta_minutes).toBeNull();
    expect((await brokerNow(cdsl))?.tracking.gmail_enabled).toBe(false);
  });

  it.each([
    [{ enable: true }, 400, 'broker_id'],
    [{ account_id: 'x' }, 400, 'enable'],
    [{ account_id: 'x', enable: 'yes' }, 400, 'enable'],
    [{ account_id: 'no-such-account', enable: true }, 404, ''],
  ])('answers %j with %s', async (payload, status, field) => {
    const res = await server.post(`${IN_STOCKS}/gmail-enable`, payload);
    expect(res.statusCode).toBe(status);
    expect(apiErrorBodySchema.parse(res.json()).error.message).toContain(field);
  });

  it('answers 400 when broker_id and account_id name different brokers', async () => {
    const res = await server.post(`${IN_STOCKS}/gmail-enable`, {
      broker_id: cdsl.broker_id,
      account_id: nsdl.account_id,
      enable: true,
    });
    expect(res.statusCode).toBe(400);
  });

  it('lets other touch none of demo’s brokers', async () => {
    const res = await server.post(
      `${IN_STOCKS}/gmail-enable`,
      { broker_id: cdsl.broker_id, enable: true },
      'other',
    );
    expect(res.statusCode).toBe(404);
  });
});

describe('POST /in-stocks/revoke-non-aa-tracking', () => {
  it('stops gmail/CAS tracking, keeps the AA link, and enabling Gmail allows it again', async () => {
    await server.post(`${IN_STOCKS}/gmail-enable`, { account_id: nsdl.account_id, enable: true });
    const res = await server.post(`${IN_STOCKS}/revoke-non-aa-tracking`, {
      account_id: nsdl.account_id,
      source: 'nsdl',
    });
    expect(res.statusCode).toBe(200);
    const after = await brokerNow(nsdl);
    expect(after?.tracking).toMatchObject({
      aa_linked: true,
      gmail_enabled: false,
      non_aa_tracking_revoked: true,
      non_aa_tracking_revoked_at: NOW.toISOString(),
    });
    const details = accountDetailsSchema.parse(
      (await server.get(`${IN_STOCKS}/account-details/NSDL/${nsdl.account_id}`)).json(),
    );
    expect(details.tracking.non_aa_tracking_revoked).toBe(true);

    await server.post(`${IN_STOCKS}/gmail-enable`, { account_id: nsdl.account_id, enable: true });
    expect((await brokerNow(nsdl))?.tracking).toMatchObject({
      gmail_enabled: true,
      non_aa_tracking_revoked: false,
    });
  });

  it.each([
    [{ account_id: 'x' }, 400],
    [{ account_id: 'x', source: 'MCX' }, 400],
    ['null', 400],
    ['[]', 400],
    ['{"account_id":', 400],
    ['not json at all', 400],
  ])('answers %j with %s', async (payload, status) => {
    const res = await server.app.inject({
      method: 'POST',
      url: `${IN_STOCKS}/revoke-non-aa-tracking`,
      headers: { authorization: 'Bearer demo', 'content-type': 'application/json' },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
    expect(res.statusCode).toBe(status);
    apiErrorBodySchema.parse(res.json());
  });

  it('answers 404 for the wrong depository or another user', async () => {
    const wrong = { account_id: cdsl.account_id, source: 'NSDL' };
    expect((await server.post(`${IN_STOCKS}/revoke-non-aa-tracking`, wrong)).statusCode).toBe(404);
    const theirs = { account_id: cdsl.account_id, source: 'CDSL' };
    expect((await server.post(`${IN_STOCKS}/revoke-non-aa-tracking`, theirs, 'other')).statusCode).toBe(404);
    expect((await brokerNow(cdsl))?.tracking.non_aa_tracking_revoked).toBe(false);
  });
});

describe('POST /in-stocks/equity-alert', () => {
  it('switches one stock’s alert, then the whole broker’s (which resets single stocks)', async () => {
    const [first, second] = await holdingsOf(cdsl);
    if (!first || !second) throw new Error('need two holdings');
    const one = await server.post(`${IN_STOCKS}/equity-alert`, {
      account_id: cdsl.account_id,
      isin: first.isin,
      enable: true,
    });
    expect(trackingUpdateSchema.parse(one.json()).alert_isins).toEqual([first.isin]);
    let holdings = await holdingsOf(cdsl);
    expect(holdings.find((h) => h.isin === first.isin)?.price_alert_enabled).toBe(true);
    expect(holdings.find((h) => h.isin === second.isin)?.price_alert_enabled).toBe(false);
    expect((await brokerNow(cdsl))?.tracking.price_alerts_enabled).toBe(false);

    await server.post(`${IN_STOCKS}/equity-alert`, { account_id: cdsl.account_id, enable: true });
    holdings = await holdingsOf(cdsl);
    expect(holdings.every((h) => h.price_alert_enabled)).toBe(true);
    expect((await brokerNow(cdsl))?.tracking.price_alerts_enabled).toBe(true);

    await server.post(`${IN_STOCKS}/equity-alert`, {
      account_id: cdsl.account_id,
      isin: second.isin,
      enable: false,
    });
    holdings = await holdingsOf(cdsl);
    expect(holdings.filter((h) => !h.price_alert_enabled).map((h) => h.isin)).toEqual([second.isin]);
    expect((await holdingsOf(nsdl)).some((h) => h.price_alert_enabled)).toBe(false);
  });

  it.each([
    [{ account_id: 'x', enable: true, isin: 'RELIANCE' }, 400, 'isin'],
    [{ enable: true }, 400, 'account_id'],
    [{ account_id: 'no-such-account', enable: true }, 404, ''],
  ])('answers %j with %s', async (payload, status, field) => {
    const res = await server.post(`${IN_STOCKS}/equity-alert`, payload);
    expect(res.statusCode).toBe(status);
    expect(apiErrorBodySchema.parse(res.json()).error.message).toContain(field);
  });

  it('answers 404 for an ISIN the broker does not hold', async () => {
    const res = await server.post(`${IN_STOCKS}/equity-alert`, {
      account_id: cdsl.account_id,
      isin: 'US0378331005',
      enable: true,
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('tracking switches queued offline (Idempotency-Key)', () => {
  const send = (path: string, payload: object, key: string) =>
    server.app.inject({
      method: 'POST',
      url: `${IN_STOCKS}/${path}`,
      headers: { authorization: 'Bearer demo', 'idempotency-key': key },
      payload,
    });

  it('applies a switch once per key and replays its first answer', async () => {
    const key = 'offline-gmail-1';
    const first = await send('gmail-enable', { account_id: nsdl.account_id, enable: true }, key);
    expect(first.statusCode).toBe(200);
    // Changed in between by another request: a replay of the first key must not switch it back.
    await server.post(`${IN_STOCKS}/gmail-enable`, { account_id: nsdl.account_id, enable: false });
    const again = await send('gmail-enable', { account_id: nsdl.account_id, enable: true }, key);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect((await brokerNow(nsdl))?.tracking.gmail_enabled).toBe(false);
  });

  it('refuses a key reused with another body, and a malformed key', async () => {
    const key = 'offline-alert-1';
    expect((await send('equity-alert', { account_id: nsdl.account_id, enable: true }, key)).statusCode).toBe(
      200,
    );
    const reused = await send('equity-alert', { account_id: nsdl.account_id, enable: false }, key);
    expect(reused.statusCode).toBe(422);
    expect(apiErrorBodySchema.parse(reused.json()).error.code).toBe('IDEMPOTENCY_KEY_REUSED');
    const bad = await send('revoke-non-aa-tracking', { account_id: nsdl.account_id, source: 'NSDL' }, '');
    expect(bad.statusCode).toBe(400);
  });
});

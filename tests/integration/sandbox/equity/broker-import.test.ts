// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { apiErrorBodySchema } from '@/api/schemas/errors';
import { brokerDetailsSchema, holdingsPageSchema } from '@/api/schemas/stocks-widget';
import { brokerImportSchema } from '@/api/schemas/stocks-widget-import';

import { type EquityServer, IN_STOCKS, startEquityServer } from './equity-server';

let server: EquityServer;

beforeAll(async () => {
  server = await startEquityServer();
});
afterAll(async () => {
  await server.close();
});

function send(url: string, body: object, token = 'demo', headers: Record<string, string> = {}) {
  return server.app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${token}`, ...headers },
    payload: body,
  });
}

async function sample(token = 'demo', depository = 'NSDL'): Promise<Buffer> {
  const res = await server.app.inject({
    method: 'GET',
    url: `/sandbox/samples/cas.pdf?depository=${depository}`,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('application/pdf');
  return res.rawPayload;
}

async function brokers(token = 'demo') {
  return brokerDetailsSchema.parse((await server.get(`${IN_STOCKS}/broker-details`, token)).json()).brokers;
}

async function holdingsCount(token = 'demo'): Promise<number> {
  const page = holdingsPageSchema.parse(
    (await server.get(`${IN_STOCKS}/consolidated-holdings`, token)).json(),
  );
  return page.performance.holdings_count;
}

const DEMO_PAN = 'ABCPS1234F';
const upload = (file: Buffer, password: string, depository = 'NSDL', token = 'demo') =>
  send(`${IN_STOCKS}/cas-upload`, { depository, password, file_base64: file.toString('base64') }, token);

function errorCode(res: { json(): unknown }): string {
  return apiErrorBodySchema.parse(res.json()).error.code;
}

// The first upload waits for a file worker to load pdf.js: seconds on a busy machine.
describe('POST /in-stocks/cas-upload', { timeout: 60_000 }, () => {
  it('refuses a wrong password, a corrupt file, a non-PDF and the wrong depository, adding nothing', async () => {
    const before = await holdingsCount();
    const file = await sample();
    const wrong = await upload(file, 'ZZZZZ9999Z');
    expect([wrong.statusCode, errorCode(wrong)]).toEqual([422, 'CAS_WRONG_PASSWORD']);
    const corrupt = Buffer.concat([file.subarray(0, 400), Buffer.from('garbage')]);
    const broken = await upload(corrupt, DEMO_PAN);
    expect([broken.statusCode, errorCode(broken)]).toEqual([422, 'CAS_UNREADABLE']);
    const png = await upload(Buffer.from('\u0089PNG\r\n\u001a\n'), DEMO_PAN);
    expect([png.statusCode, errorCode(png)]).toEqual([422, 'CAS_UNREADABLE']);
    const other = await upload(file, DEMO_PAN, 'CDSL');
    expect([other.statusCode, errorCode(other)]).toEqual([422, 'CAS_DEPOSITORY_MISMATCH']);
    expect(await holdingsCount()).toBe(before);
  });

  it('answers 413 to a file over 5 MB, and to a body over the route limit, adding nothing', async () => {
    const before = await holdingsCount();
    const big = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(5 * 1024 * 1024)]);
    const res = await upload(big, DEMO_PAN);
    expect([res.statusCode, errorCode(res)]).toEqual([413, 'PAYLOAD_TOO_LARGE']);
    const huge = await upload(Buffer.alloc(8 * 1024 * 1024), DEMO_PAN);
    expect(huge.statusCode).toBe(413);
    expect(await holdingsCount()).toBe(before);
  });

  it('imports the sample once: its holdings join the brokers and all holdings; a retry adds nothing', async () => {
    const beforeCount = await holdingsCount();
    const beforeBrokers = (await brokers()).length;
    const file = await sample();
    const first = await upload(file, DEMO_PAN);
    expect(first.statusCode).toBe(201);
    const added = brokerImportSchema.parse(first.json());
    expect(added).toMatchObject({
      depository: 'NSDL',
      source: 'CAS',
      holdings_count: 3,
      already_imported: false,
    });
    expect(await holdingsCount()).toBe(beforeCount + 3);
    const listed = await brokers();
    expect(listed).toHaveLength(beforeBrokers + 1);
    expect(listed.map((b) => b.account_id)).toContain(added.account_id);

    const retries = await Promise.all([upload(file, DEMO_PAN), upload(file, DEMO_PAN)]);
    for (const retry of retries) {
      expect(retry.statusCode).toBe(200);
      expect(brokerImportSchema.parse(retry.json())).toMatchObject({
        account_id: added.account_id,
        already_imported: true,
      });
    }
    expect(await holdingsCount()).toBe(beforeCount + 3);

    const level2 = await server.get(`${IN_STOCKS}/holdings/nsdl/${added.account_id}`);
    expect(level2.statusCode).toBe(200);
  });

  it('keeps one customer’s import from another', async () => {
    const demoImports = (await brokers()).filter((b) => b.broker_name.includes('CAS'));
    expect(demoImports.length).toBeGreaterThan(0);
    const otherIds = (await brokers('other')).map((b) => b.account_id);
    for (const imported of demoImports) expect(otherIds).not.toContain(imported.account_id);
    const peek = await server.get(`${IN_STOCKS}/holdings/nsdl/${demoImports[0]?.account_id ?? ''}`, 'other');
    expect(peek.statusCode).toBe(404);
    // demo's statement is locked with demo's PAN: other cannot open it with their own.
    const stolen = await upload(await sample('demo'), 'CQRPM5678K', 'NSDL', 'other');
    expect(errorCode(stolen)).toBe('CAS_WRONG_PASSWORD');
  });

  it('answers 400 to a malformed body and 401 without a token', async () => {
    expect((await send(`${IN_STOCKS}/cas-upload`, { depository: 'NSDL' })).statusCode).toBe(400);
    expect(
      (await send(`${IN_STOCKS}/cas-upload`, { depository: 'X', password: 'a', file_base64: 'AA' }))
        .statusCode,
    ).toBe(400);
    const res = await server.app.inject({ method: 'POST', url: `${IN_STOCKS}/cas-upload`, payload: {} });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /in-stocks/manual-broker', () => {
  const login = { broker: 'zerodha', client_id: 'ZX4821', password: 'sandbox123' };

  it('refuses a wrong password with its own code and adds nothing', async () => {
    const before = (await brokers('newbie')).length;
    const res = await send(`${IN_STOCKS}/manual-broker`, { ...login, password: 'not-it-1' }, 'newbie');
    expect([res.statusCode, errorCode(res)]).toEqual([422, 'BROKER_LOGIN_FAILED']);
    expect(await brokers('newbie')).toHaveLength(before);
  });

  it('connects once: a retry with the same key replays, a second connect is refused', async () => {
    const headers = { 'idempotency-key': 'connect-zx4821' };
    const first = await send(`${IN_STOCKS}/manual-broker`, login, 'newbie', headers);
    expect(first.statusCode).toBe(201);
    const added = brokerImportSchema.parse(first.json());
    expect(added).toMatchObject({ broker_name: 'Zerodha', depository: 'CDSL', source: 'BROKER_LOGIN' });
    expect(added.holdings_count).toBeGreaterThanOrEqual(3);
    const retry = await send(`${IN_STOCKS}/manual-broker`, login, 'newbie', headers);
    expect(retry.statusCode).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    const again = await send(`${IN_STOCKS}/manual-broker`, login, 'newbie');
    expect([again.statusCode, errorCode(again)]).toEqual([409, 'BROKER_ALREADY_CONNECTED']);
    const listed = await brokers('newbie');
    expect(listed.filter((b) => b.account_id === added.account_id)).toHaveLength(1);
    expect(await holdingsCount('newbie')).toBe(added.holdings_count);
    expect((await brokers('other')).map((b) => b.account_id)).not.toContain(added.account_id);
  });

  it('answers 400 to an unknown broker or a malformed client id', async () => {
    expect((await send(`${IN_STOCKS}/manual-broker`, { ...login, broker: 'nope' })).statusCode).toBe(400);
    expect((await send(`${IN_STOCKS}/manual-broker`, { ...login, client_id: 'a b' })).statusCode).toBe(400);
  });
});

describe('DELETE /sandbox/imports', () => {
  it('forgets only the caller’s imported brokers', async () => {
    const del = (token: string) =>
      server.app.inject({
        method: 'DELETE',
        url: '/sandbox/imports',
        headers: { authorization: `Bearer ${token}` },
      });
    const demoBefore = (await brokers()).length;
    expect((await del('newbie')).json()).toEqual({ removed: 1 });
    expect(await brokers('newbie')).toHaveLength(0);
    expect(await brokers()).toHaveLength(demoBefore);
  });
});

describe('CAS password attempts', { timeout: 60_000 }, () => {
  it('allows five wrong passwords per file, then answers 429 with Retry-After, even to the right one', async () => {
    const file = await sample('newbie', 'CDSL');
    for (let i = 0; i < 5; i += 1) {
      expect(errorCode(await upload(file, `ZZZZZ000${String(i)}Z`, 'CDSL', 'newbie'))).toBe(
        'CAS_WRONG_PASSWORD',
      );
    }
    const locked = await upload(file, 'BNZPN4821K', 'CDSL', 'newbie');
    expect([locked.statusCode, errorCode(locked)]).toEqual([429, 'CAS_TOO_MANY_PASSWORDS']);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
  });
});

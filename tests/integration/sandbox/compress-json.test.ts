// @vitest-environment node
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import { describe, expect, it } from 'vitest';

import { withServer } from '../../support/sandbox';

const sandbox = withServer();

function transactions(acceptEncoding?: string) {
  return sandbox.app.inject({
    method: 'POST',
    url: '/aa-service/all-transactions',
    headers: {
      authorization: 'Bearer demo',
      'content-type': 'application/json',
      ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }),
    },
    payload: { limit: 50 },
  });
}

describe('the encoding a large JSON answer goes in', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['gzip', 'gzip'],
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['BR;q=0.5', 'br'],
    ['gzip;q=0', null],
    ['*', 'gzip'],
  ])('Accept-Encoding %j → %s', async (header, expected) => {
    const res = await transactions(header);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding'] ?? null).toBe(expected);
  });
});

describe('JSON answers of the gateway', () => {
  it('are sent as they are to a client that accepts no encoding', async () => {
    const res = await transactions();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.json()).toHaveProperty('transactions');
  });

  it('are brotli-compressed for a browser, and decompress to the same body', async () => {
    const plain = await transactions();
    const res = await transactions('gzip, deflate, br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(plain.body);
  });

  it('are gzip-compressed for a client that takes only gzip', async () => {
    const plain = await transactions();
    const res = await transactions('gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toBe(plain.body);
  });

  it('stay plain when small, and errors keep their JSON body', async () => {
    const res = await sandbox.app.inject({
      method: 'GET',
      url: '/ind-investment/api/v4/user/basic/',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.rawPayload.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toHaveProperty('error');
  });
});

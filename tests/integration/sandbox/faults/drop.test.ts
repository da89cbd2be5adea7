// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';

import { withServer } from '../../../support/sandbox';

const USER = '/ind-investment/api/v4/user/basic/';
let origin: string;

const sandbox = withServer();
beforeAll(async () => {
  origin = await sandbox.app.listen({ port: 0, host: '127.0.0.1' });
});

describe('dropped connections (real sockets)', () => {
  it('drop from the header resets the connection: fetch fails with a network error', async () => {
    const attempt = fetch(`${origin}${USER}`, {
      headers: { authorization: 'Bearer demo', 'x-sandbox-fault': 'drop' },
    });
    await expect(attempt).rejects.toThrow(TypeError);
  });

  it('a latency before the drop is honoured', async () => {
    const started = performance.now();
    const attempt = fetch(`${origin}${USER}`, { headers: { 'x-sandbox-fault': 'latency=100;drop' } });
    await expect(attempt).rejects.toThrow(TypeError);
    expect(performance.now() - started).toBeGreaterThanOrEqual(95);
  });

  it('drop from a global rule, for a POST with a body, then the rule lapses', async () => {
    const rule = await fetch(`${origin}/sandbox/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        match: { method: 'POST', path_prefix: '/analytics/' },
        fault: { drop: true },
        count: 1,
      }),
    });
    expect(rule.status).toBe(201);
    const init = {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id: 'i1', user_id: 'usr_demo_0001', ts: '2026-03-01T10:00:00.000Z' }),
    };
    await expect(fetch(`${origin}/analytics/identify`, init)).rejects.toThrow(TypeError);
    const after = await fetch(`${origin}/analytics/identify`, init);
    expect(after.status).toBe(202);
  });

  it('keeps serving other requests', async () => {
    const res = await fetch(`${origin}${USER}`, { headers: { authorization: 'Bearer demo' } });
    expect(res.status).toBe(200);
  });
});

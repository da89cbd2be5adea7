import { describe, expect, it, vi } from 'vitest';

import { ownerKeyOf, type Post, type WireRequest } from '@/telemetry/delivery';
import { relayThroughWorker } from '@/telemetry/worker-relay';

const request = (over: Partial<WireRequest> = {}): WireRequest => ({
  url: '/analytics/track',
  body: '[]',
  headers: { 'Content-Type': 'application/json' },
  beacon: false,
  ...over,
});

const underSession = request({
  url: '/tracking-service/onboard/user-events',
  headers: { 'Content-Type': 'application/json', Authorization: 'Bearer demo' },
});

/** A worker that answers every relayed request with `answer` on the port it was given. */
function fakeWorker(answer: Record<string, unknown>) {
  const received: unknown[] = [];
  const worker = {
    postMessage: (data: unknown, transfer: MessagePort[]) => {
      received.push(data);
      transfer[0]?.postMessage({ type: 'TELEMETRY_ANSWERS', answers: [answer] });
    },
  } as unknown as ServiceWorker;
  return { worker, received };
}

describe('relayThroughWorker', () => {
  it('sends a request without a session through the worker, with its ids, and returns its answer', async () => {
    const direct = vi.fn<Post>();
    const { worker, received } = fakeWorker({ status: 202, retryAfter: null });
    const answer = await relayThroughWorker(direct, { worker: () => worker })(request(), ['a', 'b']);
    expect(answer).toEqual({ status: 202, retryAfter: null });
    expect(direct).not.toHaveBeenCalled();
    expect(received).toEqual([
      {
        type: 'TELEMETRY_HANDOFF',
        items: [{ ids: ['a', 'b'], url: '/analytics/track', body: '[]', headers: request().headers }],
      },
    ]);
  });

  it('relays a request under the session without its token, named by its owner key', async () => {
    const direct = vi.fn<Post>();
    const { worker, received } = fakeWorker({ status: 202, retryAfter: null });
    const answer = await relayThroughWorker(direct, { worker: () => worker })(underSession, ['a']);
    expect(answer).toEqual({ status: 202, retryAfter: null });
    expect(direct).not.toHaveBeenCalled();
    expect(received).toEqual([
      {
        type: 'TELEMETRY_HANDOFF',
        items: [
          {
            ids: ['a'],
            url: '/tracking-service/onboard/user-events',
            body: '[]',
            headers: { 'Content-Type': 'application/json' },
            owner: ownerKeyOf('Bearer demo'),
          },
        ],
      },
    ]);
    // The token never travels in a message.
    expect(JSON.stringify(received)).not.toMatch(/demo/);
  });

  it('posts itself, with its token, what the worker could not send under this session', async () => {
    const direct = vi.fn<Post>().mockResolvedValue({ status: 200 });
    const { worker, received } = fakeWorker({ status: null, unsent: true });
    expect(await relayThroughWorker(direct, { worker: () => worker })(underSession, ['a'])).toEqual({
      status: 200,
    });
    expect(received).toHaveLength(1);
    expect(direct).toHaveBeenCalledWith(underSession, ['a']);
  });

  it('posts a request under the session itself when the worker cannot read this session', async () => {
    const direct = vi.fn<Post>().mockResolvedValue({ status: 200 });
    const { worker, received } = fakeWorker({ status: 202 });
    const relay = relayThroughWorker(direct, { worker: () => worker, sessionInWorker: () => false });
    expect(await relay(underSession, ['a'])).toEqual({ status: 200 });
    expect(received).toEqual([]);
    // Requests without a session still go through the worker.
    await relay(request(), ['b']);
    expect(received).toHaveLength(1);
  });

  it('posts directly without a worker, and for beacons', async () => {
    const direct = vi.fn<Post>().mockResolvedValue({ status: 200 });
    await relayThroughWorker(direct, { worker: () => null })(request(), ['a']);
    const { worker, received } = fakeWorker({ status: 202 });
    await relayThroughWorker(direct, { worker: () => worker })(request({ beacon: true }), ['a']);
    expect(direct).toHaveBeenCalledTimes(2);
    expect(received).toEqual([]);
  });

  it('reads a worker that got no answer as no answer (the rows are retried)', async () => {
    const { worker } = fakeWorker({ status: null });
    expect(await relayThroughWorker(vi.fn<Post>(), { worker: () => worker })(request(), ['a'])).toEqual({
      status: null,
    });
  });
});

import { describe, expect, it, vi } from 'vitest';

import type { Post, WireRequest } from '@/api/telemetry-delivery';
import { relayThroughWorker } from '@/telemetry/worker-relay';

const request = (over: Partial<WireRequest> = {}): WireRequest => ({
  url: '/analytics/track',
  body: '[]',
  headers: { 'Content-Type': 'application/json' },
  beacon: false,
  ...over,
});

/** A worker that answers every relayed request with `status` on the port it was given. */
function fakeWorker(status: number | null) {
  const received: unknown[] = [];
  const worker = {
    postMessage: (data: unknown, transfer: MessagePort[]) => {
      received.push(data);
      transfer[0]?.postMessage({ type: 'TELEMETRY_ANSWERS', answers: [{ status, retryAfter: null }] });
    },
  } as unknown as ServiceWorker;
  return { worker, received };
}

describe('relayThroughWorker', () => {
  it('sends a request without a session through the worker, with its ids, and returns its answer', async () => {
    const direct = vi.fn<Post>();
    const { worker, received } = fakeWorker(202);
    const answer = await relayThroughWorker(direct, () => worker)(request(), ['a', 'b']);
    expect(answer).toEqual({ status: 202, retryAfter: null });
    expect(direct).not.toHaveBeenCalled();
    expect(received).toEqual([
      {
        type: 'TELEMETRY_HANDOFF',
        items: [{ ids: ['a', 'b'], url: '/analytics/track', body: '[]', headers: request().headers }],
      },
    ]);
  });

  it('keeps the token in the page: a request under a session is posted directly', async () => {
    const direct = vi.fn<Post>().mockResolvedValue({ status: 200 });
    const { worker, received } = fakeWorker(202);
    const withSession = request({ headers: { Authorization: 'Bearer x' } });
    expect(await relayThroughWorker(direct, () => worker)(withSession, ['a'])).toEqual({ status: 200 });
    expect(received).toEqual([]);
  });

  it('posts directly without a worker, and for beacons', async () => {
    const direct = vi.fn<Post>().mockResolvedValue({ status: 200 });
    await relayThroughWorker(direct, () => null)(request(), ['a']);
    const { worker, received } = fakeWorker(202);
    await relayThroughWorker(direct, () => worker)(request({ beacon: true }), ['a']);
    expect(direct).toHaveBeenCalledTimes(2);
    expect(received).toEqual([]);
  });

  it('reads a worker that got no answer as no answer (the rows are retried)', async () => {
    const { worker } = fakeWorker(null);
    expect(await relayThroughWorker(vi.fn<Post>(), () => worker)(request(), ['a'])).toEqual({ status: null });
  });
});

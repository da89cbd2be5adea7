import { vi } from 'vitest';

import type { OutboxChannel, Answer, OutboxRow, WireRequest } from '@/telemetry/delivery';

import { freshStorage } from '../storage/fresh-storage';

/**
 * Fresh storage modules running from memory (no IndexedDB), so timers can be faked without
 * starving fake-indexeddb. The delivery code is the same on either backend.
 */
export async function memoryStorage() {
  await freshStorage();
  vi.stubGlobal('indexedDB', undefined);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const outbox = await import('@/telemetry/delivery');
  const backend = await import('@/storage/backend');
  return { outbox, backend };
}

/** A fake collector: records requests and answers with `answer`. */
export function fakePost(answer: (request: WireRequest, index: number) => Answer = () => ({ status: 202 })) {
  const requests: WireRequest[] = [];
  const post = vi.fn((request: WireRequest) => {
    requests.push(request);
    return Promise.resolve(answer(request, requests.length - 1));
  });
  return { post, requests };
}

let counter = 0;

/** `n` outbox rows of `channel` with small track-like bodies. */
export function rows(
  channel: OutboxChannel,
  n: number,
  now = Date.now(),
  extra: Record<string, unknown> = {},
): OutboxRow[] {
  return Array.from({ length: n }, () => {
    counter += 1;
    const id = `row-${String(counter).padStart(8, '0')}`;
    return {
      id,
      channel,
      createdAt: now,
      body: { id, n: counter, ...extra },
      attempts: 0,
      nextAttemptAt: now,
    };
  });
}

/** The ids inside a request body, whatever its wrapping. */
export function idsIn(request: WireRequest): string[] {
  const body = JSON.parse(request.body) as unknown;
  const items = Array.isArray(body)
    ? body
    : typeof body === 'object' && body !== null && ('events' in body || 'eventList' in body)
      ? ((body as { events?: unknown[]; eventList?: unknown[] }).events ??
        (body as { eventList: unknown[] }).eventList)
      : [body];
  return items.map((item) => String((item as { id: unknown }).id));
}

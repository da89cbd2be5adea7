import { afterEach, describe, expect, it, vi } from 'vitest';

import { ownerKeyOf, type OutboxRow } from '@/telemetry/delivery';
import { createUnsentRows } from '@/telemetry/pipeline';
import type { UnloadRequest } from '@/telemetry/unload';
import { flushAtUnload } from '@/telemetry/unload-listeners';

import { rows } from './telemetry-fixtures';

afterEach(() => vi.unstubAllGlobals());

/** Sets up the unload flush for `known` rows and returns its `pagehide` handler and what it did. */
function unloadWith(known: OutboxRow[], sessionInWorker: boolean) {
  const unsent = createUnsentRows();
  unsent.remember(known);
  const handedOver: UnloadRequest[] = [];
  const order: string[] = [];
  const keepalive = vi.fn(() => Promise.resolve(new Response('{}', { status: 202 })));
  vi.stubGlobal('fetch', keepalive);
  const listen = vi.spyOn(window, 'addEventListener');
  flushAtUnload({
    baseUrl: '',
    unsent,
    writeBuffered: () => order.push('write'),
    inFlight: () => false,
    isSender: () => true,
    authorization: () => 'Bearer demo',
    sessionInWorker: () => sessionInWorker,
    onLeftover: () => undefined,
    handOff: (items) => {
      order.push('hand over');
      handedOver.push(...items);
      return true;
    },
  });
  const pagehide = listen.mock.calls.find(([type]) => type === 'pagehide')?.[1] as () => void;
  listen.mockRestore();
  return { pagehide, handedOver, keepalive, order };
}

const known = () => [
  ...rows('user-events', 2).map((row) => ({ ...row, owner: ownerKeyOf('Bearer demo') })),
  ...rows('track', 2),
];

describe('flushAtUnload', () => {
  it('hands user-events to the worker too when it can read this session', () => {
    const { pagehide, handedOver, keepalive, order } = unloadWith(known(), true);
    pagehide();
    expect(handedOver.map((item) => item.channel)).toEqual(['user-events', 'track']);
    expect(keepalive).not.toHaveBeenCalled();
    // Rows still in the write-behind are written before the worker is given them to acknowledge.
    expect(order).toEqual(['write', 'hand over']);
  });

  it('keeps user-events a keepalive request of the page when the worker cannot read this session', () => {
    const { pagehide, handedOver, keepalive } = unloadWith(known(), false);
    pagehide();
    expect(handedOver.map((item) => item.channel)).toEqual(['track']);
    expect(keepalive).toHaveBeenCalledTimes(1);
    expect(keepalive.mock.calls[0]).toEqual([
      '/tracking-service/onboard/user-events',
      expect.objectContaining({ keepalive: true }),
    ]);
  });
});

import { describe, expect, it, vi } from 'vitest';

import type { AppEvent } from '@/events/app-events';
import { emit, events$ } from '@/events/bus';

const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('emit', () => {
  it('stamps a UUIDv7 id, the current time and the session id', () => {
    vi.useFakeTimers({ now: new Date('2025-01-15T10:00:00Z') });
    try {
      const event = emit('toast/shown', { id: '/savings' });
      expect(event.id).toMatch(UUID_V7);
      expect(event.ts).toBe(Date.parse('2025-01-15T10:00:00Z'));
      expect(event.sessionId).toBe(emit('toast/shown', { id: '/home' }).sessionId);
      expect(event.name).toBe('toast/shown');
      expect(event.payload).toEqual({ id: '/savings' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('gives the session a UUIDv7 of its own', () => {
    expect(emit('toast/shown', { id: '/savings' }).sessionId).toMatch(UUID_V7);
  });

  it('issues ids that sort in emission order, even within one millisecond', () => {
    const ids = Array.from({ length: 50 }, (_, i) => emit('toast/shown', { id: String(i) }).id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(ids);
  });
});

describe('events$', () => {
  it('delivers every emitted event, in order, as emitted', () => {
    const seen: AppEvent[] = [];
    const subscription = events$.subscribe((event) => seen.push(event));
    const emitted = [
      emit('toast/shown', { id: '/a' }),
      emit('toast/shown', { id: 'x' }),
      emit('toast/shown', { id: '/b' }),
    ];
    subscription.unsubscribe();
    emit('toast/shown', { id: '/after-unsubscribe' });
    expect(seen).toEqual(emitted);
  });
});

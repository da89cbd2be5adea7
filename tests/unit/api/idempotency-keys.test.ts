import { describe, expect, it } from 'vitest';

import { idempotencyKeys } from '@/api/idempotency-keys';
import type { SyncStorage } from '@/api/safe-storage';

function memory(): SyncStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  };
}

describe('idempotency keys', () => {
  it('gives the same request the same key until it is released (double tap, retry, reload, second tab)', () => {
    const storage = memory();
    const tab1 = idempotencyKeys(storage);
    const tab2 = idempotencyKeys(storage);
    const key = tab1.keyFor('card', { card_id: 'c1', amount_paise: 100 });
    expect(tab1.keyFor('card', { amount_paise: 100, card_id: 'c1' })).toBe(key);
    expect(tab2.keyFor('card', { card_id: 'c1', amount_paise: 100 })).toBe(key);
    expect(tab1.keyFor('card', { card_id: 'c1', amount_paise: 101 })).not.toBe(key);
    expect(tab1.keyFor('other', { card_id: 'c1', amount_paise: 100 })).not.toBe(key);
    tab1.release('card', { card_id: 'c1', amount_paise: 100 });
    expect(tab1.keyFor('card', { card_id: 'c1', amount_paise: 100 })).not.toBe(key);
  });

  it('releases by result id once the payment is final', () => {
    const storage = memory();
    const keys = idempotencyKeys(storage);
    const key = keys.keyFor('card', { a: 1 });
    keys.bind('card', { a: 1 }, 'pay_1');
    keys.releaseResult('pay_1');
    expect(keys.keyFor('card', { a: 1 })).not.toBe(key);
    keys.releaseResult('unknown');
  });

  it('never reuses a key the server may have forgotten, and survives junk in storage', () => {
    const storage = memory();
    let now = 1_000_000;
    const keys = idempotencyKeys(storage, () => now);
    const key = keys.keyFor('s', {});
    // 23 h: under the server's 24 h memory of a key.
    now += 23 * 60 * 60_000;
    expect(keys.keyFor('s', {})).not.toBe(key);
    for (const slot of storage.map.keys()) storage.map.set(slot, '{not json');
    expect(keys.keyFor('s', {})).toMatch(/^[0-9a-f-]{36}$/);
  });
});

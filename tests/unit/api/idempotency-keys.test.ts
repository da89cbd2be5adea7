import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** The page's store as a freshly loaded page (a reload, or a second tab) sees it. */
async function loadMoneyKeys() {
  vi.resetModules();
  return (await import('@/api/idempotency-keys')).moneyKeys;
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.useRealTimers());

describe('idempotency keys', () => {
  it('gives the same request the same key until it is released (double tap, retry, reload, second tab)', async () => {
    const tab1 = await loadMoneyKeys();
    const tab2 = await loadMoneyKeys();
    const key = tab1.keyFor('card', { card_id: 'c1', amount_paise: 100 });
    expect(tab1.keyFor('card', { amount_paise: 100, card_id: 'c1' })).toBe(key);
    expect(tab2.keyFor('card', { card_id: 'c1', amount_paise: 100 })).toBe(key);
    expect(tab1.keyFor('card', { card_id: 'c1', amount_paise: 101 })).not.toBe(key);
    expect(tab1.keyFor('other', { card_id: 'c1', amount_paise: 100 })).not.toBe(key);
    tab1.release('card', { card_id: 'c1', amount_paise: 100 });
    expect(tab1.keyFor('card', { card_id: 'c1', amount_paise: 100 })).not.toBe(key);
  });

  it('releases by result id once the payment is final', async () => {
    const keys = await loadMoneyKeys();
    const key = keys.keyFor('card', { a: 1 });
    keys.bind('card', { a: 1 }, 'pay_1');
    keys.releaseResult('pay_1');
    expect(keys.keyFor('card', { a: 1 })).not.toBe(key);
    keys.releaseResult('unknown');
  });

  it('never reuses a key the server may have forgotten, and survives junk in storage', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(1_000_000);
    const keys = await loadMoneyKeys();
    const key = keys.keyFor('s', {});
    // 23 h: under the server's 24 h memory of a key.
    vi.setSystemTime(1_000_000 + 23 * 60 * 60_000);
    expect(keys.keyFor('s', {})).not.toBe(key);
    for (let i = 0; i < localStorage.length; i += 1)
      localStorage.setItem(localStorage.key(i) ?? '', '{not json');
    expect(keys.keyFor('s', {})).toMatch(/^[0-9a-f-]{36}$/);
  });
});

import { beforeEach, describe, expect, it, vi } from 'vitest';

import type * as Identity from '@/storage/repositories/identity';

import { freshStorage, rawRows } from './fresh-storage';

const PAN = 'ABCDE1234F';

let identity: typeof Identity;

beforeEach(async () => {
  await freshStorage();
  identity = await import('@/storage/repositories/identity');
});

type RawPan = { key: 'pan'; iv: Uint8Array; data: ArrayBuffer };
type RawKey = { key: 'pan-key'; cryptoKey: CryptoKey };

async function storedRows(): Promise<{ pan?: RawPan; key?: RawKey }> {
  const rows = (await rawRows('identity')) as (RawPan | RawKey)[];
  return {
    pan: rows.find((row): row is RawPan => row.key === 'pan'),
    key: rows.find((row): row is RawKey => row.key === 'pan-key'),
  };
}

describe('PAN storage', () => {
  it('round-trips a valid PAN', async () => {
    expect(await identity.savePan(PAN)).toBe(true);
    expect(await identity.readPan()).toBe(PAN);
  });

  it.each(['abcde1234f', 'ABCDE1234', 'ABCD12345F', ' ABCDE1234F', ''])(
    'refuses %j and stores nothing',
    async (invalid) => {
      expect(await identity.savePan(invalid)).toBe(false);
      expect(await identity.readPan()).toBeNull();
      expect(await rawRows('identity')).toEqual([]);
    },
  );

  it('stores ciphertext, never the PAN, under a key that cannot be exported', async () => {
    await identity.savePan(PAN);
    const { pan, key } = await storedRows();
    if (pan === undefined || key === undefined) throw new Error('rows missing');
    const bytes = new TextDecoder('latin1').decode(new Uint8Array(pan.data));
    expect(bytes).not.toContain(PAN);
    expect(JSON.stringify(await rawRows('identity'))).not.toContain(PAN);
    expect(pan.iv.byteLength).toBe(12);
    expect(key.cryptoKey.extractable).toBe(false);
    expect(key.cryptoKey.algorithm).toMatchObject({ name: 'AES-GCM', length: 256 });
  });

  it('uses a fresh IV for every save', async () => {
    await identity.savePan(PAN);
    const first = (await storedRows()).pan?.iv;
    await identity.savePan(PAN);
    const second = (await storedRows()).pan?.iv;
    expect(second).not.toEqual(first);
    expect(await identity.readPan()).toBe(PAN);
  });

  it('keeps one key across saves and reloads of the module', async () => {
    await identity.savePan(PAN);
    const key = (await storedRows()).key?.cryptoKey;
    vi.resetModules();
    const reloaded = await import('@/storage/repositories/identity');
    expect(await reloaded.readPan()).toBe(PAN);
    await reloaded.savePan('PQRST6789Z');
    expect((await storedRows()).key?.cryptoKey).toEqual(key);
    expect(await reloaded.readPan()).toBe('PQRST6789Z');
  });

  it('reads null when the ciphertext was tampered with', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await identity.savePan(PAN);
    const { default: Dexie } = await import('dexie');
    const db = new Dexie('kosh');
    await db.open();
    const row = (await db.table('identity').get('pan')) as RawPan;
    const data = new Uint8Array(row.data);
    data[0] = (data[0] ?? 0) ^ 0xff;
    await db.table('identity').put({ ...row, data: data.buffer });
    db.close();
    expect(await identity.readPan()).toBeNull();
  });

  it('forgets the PAN and its key', async () => {
    await identity.savePan(PAN);
    await identity.clearIdentity();
    expect(await identity.readPan()).toBeNull();
    expect(await rawRows('identity')).toEqual([]);
  });
});

/**
 * The customer's PAN (docs/storage.md, `identity`): validated before it is stored, stored only
 * encrypted (AES-GCM, non-extractable key kept next to it in IndexedDB). Where WebCrypto is missing
 * it is kept in memory for the session instead: never in plain text at rest.
 */
import { isValidPan } from '@/domain/identity/pan';
import { runStorage } from '@/storage/backend';
import type { IdentityRow } from '@/storage/db';
import { generateSealingKey, hasWebCrypto, seal, unseal } from '@/storage/pan-crypto';

type KeyRow = Extract<IdentityRow, { key: 'pan-key' }>;
type PanRow = Extract<IdentityRow, { key: 'pan' }>;

/** Without WebCrypto: the PAN of this session only. */
let sessionPan: string | null = null;
/** One key lookup-or-creation at a time, so two saves cannot race to create two keys. */
let keyPromise: Promise<CryptoKey | null> | null = null;

function sealingKey(): Promise<CryptoKey | null> {
  keyPromise ??= (async () => {
    const existing = await runStorage('read PAN key', undefined, ({ tables }) =>
      tables.identity.get('pan-key'),
    );
    if (existing?.key === 'pan-key') return existing.cryptoKey;
    const cryptoKey = await generateSealingKey();
    const row: KeyRow = { key: 'pan-key', cryptoKey };
    await runStorage('write PAN key', undefined, ({ tables }) => tables.identity.put(row));
    return cryptoKey;
  })().catch((error: unknown) => {
    console.warn('Storage: the PAN key is unavailable', error);
    keyPromise = null;
    return null;
  });
  return keyPromise;
}

/**
 * Stores `pan` encrypted. Resolves false (and stores nothing) when it is not a valid PAN
 * (docs/product.md#validation-rules): normalise what the customer typed first (`normalizePanInput`).
 */
export async function savePan(pan: string): Promise<boolean> {
  if (!isValidPan(pan)) return false;
  if (!hasWebCrypto()) {
    sessionPan = pan;
    return true;
  }
  const key = await sealingKey();
  if (key === null) {
    sessionPan = pan;
    return true;
  }
  const row: PanRow = { key: 'pan', ...(await seal(key, pan)) };
  await runStorage('write PAN', undefined, ({ tables }) => tables.identity.put(row));
  return true;
}

// No screen reads the PAN yet: the storage suites read it back to prove it is sealed, migrated and purged.
/** The stored PAN in clear, or null when there is none (or it can no longer be decrypted). @public */
export async function readPan(): Promise<string | null> {
  // Both rows in one synchronous read, so a live query sees the table it depends on.
  const [pan, keyRow] = await runStorage('read PAN', [undefined, undefined], ({ tables }) =>
    tables.identity.bulkGet(['pan', 'pan-key']),
  );
  if (pan?.key !== 'pan' || keyRow?.key !== 'pan-key') return sessionPan;
  try {
    // Wrapped so Dexie's live-query zone survives the non-IndexedDB await.
    return await Promise.resolve(unseal(keyRow.cryptoKey, pan));
  } catch (error) {
    console.warn('Storage: the stored PAN could not be decrypted', error);
    return null;
  }
}

/** Forgets the PAN and its key (crypto-shredding: old copies of the ciphertext become noise). */
export async function clearIdentity(): Promise<void> {
  sessionPan = null;
  keyPromise = null;
  await runStorage('clear identity', undefined, ({ tables }) => tables.identity.clear());
}

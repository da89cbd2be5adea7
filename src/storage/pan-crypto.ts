/**
 * AES-GCM for the PAN at rest (docs/storage.md, `identity`). The key is generated non-extractable and
 * kept in IndexedDB as a CryptoKey object: script can use it, but nobody can read its bytes out,
 * so a copied database file alone does not reveal the PAN.
 */

const ALGORITHM = 'AES-GCM';
/** 96-bit IVs, the size AES-GCM is specified for; a fresh one per encryption. */
const IV_BYTES = 12;

export type Sealed = { iv: Uint8Array<ArrayBuffer>; data: ArrayBuffer };

/** Whether this context has WebCrypto (insecure http:// origins do not). */
export function hasWebCrypto(): boolean {
  return typeof crypto !== 'undefined' && typeof crypto.subtle?.encrypt === 'function';
}

/** A new 256-bit AES-GCM key that can encrypt and decrypt but never be exported. */
export function generateSealingKey(): Promise<CryptoKey> {
  return crypto.subtle.generateKey({ name: ALGORITHM, length: 256 }, false, ['encrypt', 'decrypt']);
}

export async function seal(key: CryptoKey, text: string): Promise<Sealed> {
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const data = await crypto.subtle.encrypt({ name: ALGORITHM, iv }, key, new TextEncoder().encode(text));
  return { iv, data };
}

/** Rejects when the data was not sealed under `key` or was tampered with (GCM authenticates). */
export async function unseal(key: CryptoKey, { iv, data }: Sealed): Promise<string> {
  const plain = await crypto.subtle.decrypt({ name: ALGORITHM, iv }, key, data);
  return new TextDecoder().decode(plain);
}

/**
 * The bearer token (docs/product.md#bearer-token): taken from the `authorization` or `token` query parameter
 * on arrival (a native host or the login page puts it there), normalised to `Bearer …`, kept out of the
 * visible URL from then on, and remembered so a reload or a home-screen launch stays signed in.
 *
 * Where it lives (docs/security.md, docs/decisions/0011): at rest in ONE place, the IndexedDB store
 * of src/session/stored-token.ts (the service worker reads it there to send changes made offline), and in
 * this module's memory. IndexedDB is asynchronous and the first screen must not wait for it, so
 * localStorage `kosh.session.key` holds the token's fingerprint (a one-way 53-bit hash, never the
 * token): it says synchronously whether someone is signed in, and whom the data cache and the
 * owner records belong to, while the token itself is read. Calls that send it wait for the read
 * (`currentAuthorization()`). The fingerprint key is also how other tabs learn of a change (the
 * `storage` event). Storage failures fall back to memory: the session still works for this page.
 */
import { safeStorage } from '@/api/safe-storage';
import { sanitizeUrl } from '@/domain/url/sanitize-query';

import { tokenFingerprint } from './rules/arrival';
import { ownerKeyFromFingerprint } from './rules/owner-key';
import { deleteStoredToken, readStoredToken, writeStoredToken } from './stored-token';

/** localStorage: the fingerprint of the stored token, present exactly while it is stored. */
const SESSION_KEY = 'kosh.session.key';
/** Where versions before 0011 kept the token itself; moved to IndexedDB and removed at start. */
const LEGACY_TOKEN_KEY = 'kosh.auth';

let memoryToken: string | null = null;
/** The fingerprint this page holds (of `memoryToken`, or of the stored token while it loads). */
let memoryKey: string | null = null;
/** The stored token is being read: `memoryKey` is known, `memoryToken` not yet. */
let loading: Promise<void> | null = null;
let started = false;
/** Set once another tab changed the session: this page holds no token until it reloads. */
let superseded = false;
/** Bumped by every set and clear, so a read or a write that finishes late never wins over them. */
let generation = 0;
/** The last write or delete of the stored token, for callers that must know it is done. */
let persisting: Promise<void> = Promise.resolve();

function normalise(raw: string): string | null {
  const value = raw.trim();
  if (value === '') return null;
  return /^bearer\s+/i.test(value) ? `Bearer ${value.replace(/^bearer\s+/i, '')}` : `Bearer ${value}`;
}

/**
 * The token the address bar carried (`?authorization=` before `?token=`, names decoded, so `%74oken`
 * counts), normalised, or null. Either way the address bar loses every `token`/`authorization`
 * parameter under any letter case or encoding (`?TOKEN=`, `%54oken`), used or not: a bearer token
 * must not stay in history, bookmarks or a screenshot. Nothing is stored: the caller decides whether
 * the token may replace the current session (src/session/resolve-arrival.ts).
 */
export function takeTokenFromUrl(): string | null {
  const { pathname, search, hash } = window.location;
  const params = new URLSearchParams(search);
  const raw = params.get('authorization') ?? params.get('token');
  const visible = `${pathname}${search}`;
  const clean = sanitizeUrl(visible);
  if (clean !== visible) window.history.replaceState(window.history.state, '', `${clean}${hash}`);
  return raw === null ? null : normalise(raw);
}

/**
 * First use in this page: a token an older version left in localStorage moves to IndexedDB (and
 * leaves localStorage); otherwise, when the fingerprint says someone is signed in, the token is
 * read from IndexedDB in the background.
 */
function start(): void {
  if (started) return;
  started = true;
  const storage = safeStorage();
  const legacy = storage.getItem(LEGACY_TOKEN_KEY);
  if (legacy !== null && legacy !== '') {
    setAuthorization(legacy);
    return;
  }
  memoryKey = storage.getItem(SESSION_KEY);
  if (memoryKey === null) return;
  const expected = memoryKey;
  const at = generation;
  loading = readStoredToken().then((stored) => {
    if (at !== generation) return;
    loading = null;
    // The fingerprint and the store disagree: another tab is changing the session (it writes the
    // store, then the fingerprint: this page reloads on that), or the store was lost. Either way
    // this page has no token; a call made without one gets a 401, which signs out cleanly.
    if (stored !== null && tokenFingerprint(stored) === expected) memoryToken = stored;
    else memoryKey = null;
  });
}

/**
 * `Bearer …`, or null when signed out, superseded, or while the stored token is still being read
 * at start (a few milliseconds). What sends the token awaits `currentAuthorization()` instead; what
 * only asks "signed in?" uses `isSignedIn()`.
 */
export function getAuthorization(): string | null {
  start();
  return superseded ? null : memoryToken;
}

/** The token once the stored one is read: what every call that sends it uses. */
export async function currentAuthorization(): Promise<string | null> {
  start();
  if (loading !== null) await loading;
  return getAuthorization();
}

/** Whether the stored token is still being read (only in the first milliseconds of a page). */
export function readingStoredToken(): boolean {
  start();
  return loading !== null;
}

/** Whether someone is signed in on this page, known synchronously (before the token is read). */
export function isSignedIn(): boolean {
  start();
  return !superseded && memoryKey !== null;
}

/**
 * The fingerprint of the session's token (`tokenFingerprint`), known synchronously: whom the data
 * cache and the device's owner record belong to. Null when signed out.
 */
export function currentTokenKey(): string | null {
  start();
  return superseded ? null : memoryKey;
}

/** The session's owner key (`ownerKeyOf` of its token), known synchronously. Null when signed out. */
export function currentOwnerKey(): string | null {
  return ownerKeyFromFingerprint(currentTokenKey());
}

/**
 * Whether this page's token is the stored one, known synchronously: its fingerprint is in
 * localStorage exactly while it is. Then the service worker, which reads the store, sends under
 * the same session (telemetry handed to it, docs/telemetry.md).
 */
export function tokenIsStored(): boolean {
  const key = currentTokenKey();
  return key !== null && safeStorage().getItem(SESSION_KEY) === key;
}

/**
 * Makes `token` the session's token: in memory at once, then in IndexedDB, then its fingerprint in
 * localStorage (in that order: a tab that reloads on the fingerprint finds the token stored).
 */
export function setAuthorization(token: string): void {
  started = true;
  generation += 1;
  const at = generation;
  memoryToken = token;
  memoryKey = tokenFingerprint(token);
  loading = null;
  superseded = false;
  const key = memoryKey;
  const storage = safeStorage();
  // Writes and deletes run one after the other, so the store ends as the last call said.
  persisting = persisting
    .then(() => writeStoredToken(token))
    .then((stored) => {
      if (at !== generation) return;
      // Not stored (IndexedDB blocked): this page keeps the token in memory only, and no
      // fingerprint may promise a stored token to the next page.
      if (stored) storage.setItem(SESSION_KEY, key);
      else storage.removeItem(SESSION_KEY);
      // The token's one place at rest is IndexedDB now (an older version kept it here).
      storage.removeItem(LEGACY_TOKEN_KEY);
    });
}

/** Resolves once the latest set or clear reached storage (or failed to). Never rejects. */
export function tokenPersisted(): Promise<void> {
  return persisting;
}

/**
 * Calls `listener` when another tab of this origin changes or removes the stored token (a sign-in
 * as someone else, a logout). This tab forgets its in-memory copy first, so nothing it still sends
 * carries the old token or picks up the new one: the listener decides what to show next.
 */
export function onTokenChangedElsewhere(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    // `key === null`: another tab cleared the whole storage.
    if (event.key !== null && event.key !== SESSION_KEY) return;
    if (event.newValue === currentTokenKey()) return;
    memoryToken = null;
    memoryKey = null;
    superseded = true;
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

/**
 * Forgets the token (logout, 401): memory and the fingerprint at once (other tabs follow), then
 * IndexedDB (`tokenPersisted()` resolves once the stored token is deleted).
 */
export function clearAuthorization(): void {
  started = true;
  generation += 1;
  memoryToken = null;
  memoryKey = null;
  loading = null;
  const storage = safeStorage();
  storage.removeItem(SESSION_KEY);
  storage.removeItem(LEGACY_TOKEN_KEY);
  persisting = persisting.then(() => deleteStoredToken()).then(() => undefined);
}

/**
 * The bearer token (docs/product.md#bearer-token): taken from the `authorization` or `token` query parameter
 * on arrival (a native host or the login page puts it there), normalised to `Bearer …`, kept out of the
 * visible URL from then on, and remembered so a reload or a home-screen launch stays signed in.
 * Storage failures (private mode, a full disk) fall back to memory: the session still works.
 */
import { sanitizeUrl } from '@/domain/url/sanitize-query';

const STORAGE_KEY = 'kosh.auth';

let memoryToken: string | null = null;
/** Set once another tab changed the session: this page holds no token until it reloads. */
let superseded = false;

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
 * the token may replace the current session (src/app/session/).
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

/** Reads a token from the current URL, stores it, and removes it from the address bar. */
export function captureTokenFromUrl(): void {
  const token = takeTokenFromUrl();
  if (token !== null) setAuthorization(token);
}

/** `Bearer …`, or null when signed out. */
export function getAuthorization(): string | null {
  if (superseded) return null;
  if (memoryToken !== null) return memoryToken;
  try {
    memoryToken = window.localStorage.getItem(STORAGE_KEY);
  } catch {
    // Storage blocked: only the in-memory token exists.
  }
  return memoryToken;
}

export function setAuthorization(token: string): void {
  memoryToken = token;
  try {
    window.localStorage.setItem(STORAGE_KEY, token);
  } catch {
    // Quota or privacy mode: keep the in-memory token only.
  }
}

/**
 * Calls `listener` when another tab of this origin changes or removes the stored token (a sign-in
 * as someone else, a logout). This tab forgets its in-memory copy first, so nothing it still sends
 * carries the old token or picks up the new one: the listener decides what to show next.
 */
export function onTokenChangedElsewhere(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    // `key === null`: another tab cleared the whole storage.
    if (event.key !== null && event.key !== STORAGE_KEY) return;
    if (event.newValue === memoryToken) return;
    memoryToken = null;
    superseded = true;
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

/** Forgets the token (logout, 401). */
export function clearAuthorization(): void {
  memoryToken = null;
  try {
    window.localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing stored, nothing to remove.
  }
}

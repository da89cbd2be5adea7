/**
 * The bearer token (SPEC §3): taken from the `authorization` or `token` query parameter on arrival
 * (a native host or the login page puts it there), normalised to `Bearer …`, kept out of the visible
 * URL from then on, and remembered so a reload or a home-screen launch stays signed in.
 * Storage failures (private mode, a full disk) fall back to memory: the session still works.
 */
import { sanitizeUrl } from '@/domain/url/sanitize-query';

const STORAGE_KEY = 'kosh.auth';

let memoryToken: string | null = null;

function normalise(raw: string): string | null {
  const value = raw.trim();
  if (value === '') return null;
  return /^bearer\s+/i.test(value) ? `Bearer ${value.replace(/^bearer\s+/i, '')}` : `Bearer ${value}`;
}

/** Reads a token from the current URL, stores it, and removes it from the address bar. */
export function captureTokenFromUrl(): void {
  const params = new URLSearchParams(window.location.search);
  const raw = params.get('authorization') ?? params.get('token');
  if (raw === null) return;
  const token = normalise(raw);
  if (token !== null) setAuthorization(token);
  const { pathname, search, hash } = window.location;
  window.history.replaceState(window.history.state, '', `${sanitizeUrl(`${pathname}${search}`)}${hash}`);
}

/** `Bearer …`, or null when signed out. */
export function getAuthorization(): string | null {
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

/** Forgets the token (logout, 401). */
export function clearAuthorization(): void {
  memoryToken = null;
  try {
    window.localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing stored, nothing to remove.
  }
}

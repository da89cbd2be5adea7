/**
 * Sends one queued command over HTTP: the same request from the page and from the service worker
 * (no DOM, no React), so the two senders cannot drift apart.
 */
import type { CommandRow } from '@/storage/commands';

import { commandHeaders, type CommandAnswer } from './deliver';

/** The Background Sync tag the service worker answers (sw/command-sync.ts). */
export const COMMAND_SYNC_TAG = 'kosh-commands';
/** One sender at a time across tabs and the worker: the name of the shared Web Lock. */
export const COMMAND_LOCK = 'kosh-command-sender';

/** The server's message in an error body (`{ error: { message } }` or `{ message }`). */
function messageIn(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const record = body as { message?: unknown; error?: { message?: unknown } };
  if (typeof record.error?.message === 'string') return record.error.message;
  return typeof record.message === 'string' ? record.message : null;
}

/**
 * POSTs `row` under `authorization` (the session's stored token); a status of null means no answer
 * (offline, connection reset). Never rejects.
 */
export async function postCommand(row: CommandRow, authorization: string): Promise<CommandAnswer> {
  try {
    const response = await fetch(row.url, {
      method: 'POST',
      headers: commandHeaders(row, authorization),
      body: JSON.stringify(row.body),
    });
    const text = await response.text();
    let body: unknown = null;
    try {
      body = text === '' ? null : JSON.parse(text);
    } catch {
      body = null;
    }
    return { status: response.status, message: messageIn(body) };
  } catch {
    return { status: null };
  }
}

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { AppEvent } from '@/events/app-events';
import type * as Store from '@/events/state/store';
import type * as Clipboard from '@/native/clipboard';

let clipboard: typeof Clipboard;
let store: typeof Store;
let seen: AppEvent[];

beforeEach(async () => {
  vi.resetModules();
  const bus = await import('@/events/bus');
  store = await import('@/events/state/store');
  clipboard = await import('@/native/clipboard');
  seen = [];
  bus.events$.subscribe((event) => seen.push(event));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function stubClipboard(writeText: (text: string) => Promise<void>): void {
  vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
}

function banner(): { type: string; message: string }[] {
  return store.getAppState().toasts.map(({ type, message }) => ({ type, message }));
}

describe('copyToClipboard', () => {
  it('copies and says "<text> copied to clipboard"', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    stubClipboard(writeText);
    await expect(clipboard.copyToClipboard('HDFC0001234')).resolves.toBe(true);
    expect(writeText).toHaveBeenCalledWith('HDFC0001234');
    expect(banner()).toEqual([{ type: 'success', message: 'HDFC0001234 copied to clipboard' }]);
  });

  it('sends a failure through the generic handler', async () => {
    stubClipboard(() => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')));
    await expect(clipboard.copyToClipboard('HDFC0001234')).resolves.toBe(false);
    expect(banner()).toEqual([{ type: 'error', message: 'Something went wrong.' }]);
    expect(seen.filter((event) => event.name === 'error_reported')).toMatchObject([
      { payload: { message: 'Write permission denied.', origin: 'copyToClipboard', user_seen_error: true } },
    ]);
  });

  it('falls back to the selection copy where the Clipboard API is missing', async () => {
    vi.stubGlobal('navigator', { ...navigator, clipboard: undefined });
    const execCommand = vi.fn(() => true);
    document.execCommand = execCommand;
    await expect(clipboard.copyToClipboard('ABCD')).resolves.toBe(true);
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('fails through the handler when neither way can copy', async () => {
    vi.stubGlobal('navigator', { ...navigator, clipboard: undefined });
    document.execCommand = vi.fn(() => false);
    await expect(clipboard.copyToClipboard('ABCD')).resolves.toBe(false);
    expect(banner()).toEqual([{ type: 'error', message: 'Something went wrong.' }]);
  });
});

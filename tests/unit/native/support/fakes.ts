import { vi } from 'vitest';

import { HOST_METHODS } from '@/native/bridge';
import type { BrowserEnv } from '@/native/browser-env';

/** One recorded host call: the method, then its arguments as the host received them. */
export type RecordedCall = [method: string, ...args: unknown[]];

export const ORIGIN = 'https://app.kosh.money';

/** A browser env that records instead of navigating. */
export function fakeEnv(framed = false) {
  return {
    origin: () => ORIGIN,
    assign: vi.fn<(url: string) => void>(),
    replace: vi.fn<(url: string) => void>(),
    historyBack: vi.fn<() => void>(),
    showUrl: vi.fn<(path: string) => void>(),
    assignParent: vi.fn<BrowserEnv['assignParent']>(() => (framed ? 'navigated' : 'not-framed')),
  } satisfies BrowserEnv;
}

/** A fake `@JavascriptInterface` object with `methods`, recording every call. */
export function fakeAndroidHost(methods: readonly string[] = HOST_METHODS) {
  const calls: RecordedCall[] = [];
  const host: Record<string, (...args: unknown[]) => void> = {};
  for (const method of methods) {
    host[method] = (...args: unknown[]) => {
      calls.push([method, ...args]);
    };
  }
  return { host, calls };
}

/** A fake WKScriptMessageHandler recording every posted message. */
export function fakeIosHandler() {
  const messages: { method: string; args: Record<string, unknown>; requestId?: string }[] = [];
  return {
    messages,
    handler: {
      postMessage(message: { method: string; args: Record<string, unknown>; requestId?: string }) {
        messages.push(message);
      },
    },
  };
}

/**
 * The Android adapter: the host registers a `@JavascriptInterface` object as `window.KoshAndroid`
 * (addJavascriptInterface). Its methods take primitives only, so each named argument becomes one
 * positional argument, objects as JSON strings; a request id, when there is one, comes first.
 */
import type { HostMethod } from './bridge';
import type { BrowserEnv } from './browser-env';
import { createWindowHostBridge, type HostArgs, type HostTransport } from './host-bridge';
import type { InboxWindow } from './host-inbound';
import { ANDROID_BRIDGE_NAME } from './platform';

type AndroidArg = string | number | boolean;
type AndroidHost = Partial<Record<string, unknown>>;
export type AndroidWindow = InboxWindow & { [ANDROID_BRIDGE_NAME]?: AndroidHost | null; KoshHost?: unknown };

function positional(args: HostArgs): AndroidArg[] {
  return Object.values(args).map((value) =>
    typeof value === 'object' && value !== null ? JSON.stringify(value) : (value ?? ''),
  );
}

export function androidTransport(win: AndroidWindow): HostTransport {
  const method = (name: HostMethod) => {
    const host = win[ANDROID_BRIDGE_NAME];
    const fn = host?.[name];
    return typeof fn === 'function' ? { host, fn: fn as (...args: AndroidArg[]) => unknown } : null;
  };
  return {
    platform: 'android',
    has: (name) => method(name) !== null,
    send(name, args, requestId) {
      const found = method(name);
      if (found === null) throw new Error(`KoshAndroid.${name} is missing`);
      const values = positional(args);
      // Injected Java methods must be called on their object, hence `call`.
      found.fn.call(found.host, ...(requestId === undefined ? values : [requestId, ...values]));
    },
  };
}

/** The bridge for a page inside the Android app. */
export function createAndroidBridge(win: AndroidWindow = window as AndroidWindow, env?: BrowserEnv) {
  return createWindowHostBridge(androidTransport(win), win, env);
}

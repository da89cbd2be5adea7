/**
 * The iOS adapter: the host adds a WKScriptMessageHandler named `kosh`, so every call is one
 * `window.webkit.messageHandlers.kosh.postMessage({ method, args, requestId? })` with `args` the
 * named arguments as an object. Replies come back through `window.KoshNative.reply`.
 */
import type { HostMethod } from './bridge';
import type { BrowserEnv } from './browser-env';
import { createWindowHostBridge, type HostArgs, type HostTransport } from './host-bridge';
import type { InboxWindow } from './host-inbound';
import { IOS_HANDLER_NAME } from './platform';

export type IosMessage = { method: HostMethod; args: HostArgs; requestId?: string };
type IosHandler = { postMessage?: unknown };
export type IosWindow = InboxWindow & {
  webkit?: { messageHandlers?: Record<string, IosHandler | undefined> };
  KoshHost?: unknown;
};

export function iosTransport(win: IosWindow): HostTransport {
  const handler = () => {
    const found = win.webkit?.messageHandlers?.[IOS_HANDLER_NAME];
    return typeof found?.postMessage === 'function'
      ? { found, post: found.postMessage as (message: IosMessage) => void }
      : null;
  };
  return {
    platform: 'ios',
    // One handler serves every method; `KoshHost.methods` narrows it when the host lists them.
    has: () => handler() !== null,
    send(method, args, requestId) {
      const target = handler();
      if (target === null) throw new Error('webkit.messageHandlers.kosh is missing');
      const message: IosMessage = requestId === undefined ? { method, args } : { method, args, requestId };
      target.post.call(target.found, message);
    },
  };
}

/** The bridge for a page inside the iOS app. */
export function createIosBridge(win: IosWindow = window as IosWindow, env?: BrowserEnv) {
  return createWindowHostBridge(iosTransport(win), win, env);
}

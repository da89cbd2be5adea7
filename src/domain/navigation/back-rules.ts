import { HELP_PATH_SEGMENT, type Hosts } from '@/config/hosts';

import type { NavAction } from './nav-action';
import { classifyDestination } from './safe-destination';

export type HostPlatform = 'android' | 'ios' | 'web';

/** True for a help page (a `help` path segment, in the app or on the help host). */
function isHelpUrl(url: string): boolean {
  const path = (url.split(/[?#]/)[0] ?? '').toLowerCase();
  return path.split('/').includes(HELP_PATH_SEGMENT) || /^https:\/\/help\./.test(path);
}

/**
 * The back action (docs/product.md#back-button): in a native webview, close the webview when the host has a
 * close bridge; in a plain browser a help URL goes back in history. Elsewhere: back when there is
 * history of ours, else home (a deep link has nothing to go back to).
 */
export function decideBack(input: {
  platform: HostPlatform;
  nativeCloseAvailable: boolean;
  url: string;
  canGoBack: boolean;
}): NavAction {
  if (input.platform !== 'web' && input.nativeCloseAvailable) return { kind: 'native-close' };
  if (input.platform === 'web' && isHelpUrl(input.url)) return { kind: 'history-back' };
  return input.canGoBack ? { kind: 'history-back' } : { kind: 'push', path: '/' };
}

/** The backend's say over the back button (docs/product.md#backend-controlled-back). */
export type BackendBackConfig = { enabled?: boolean; navlink?: string } | null | undefined;

/**
 * Backend-controlled back: `enabled: true` → its navlink when given (after the safety gate), else
 * back; `enabled: false` → nothing; no flag → back. A callback, when given, runs first in every
 * case — it is the screen's own clean-up, independent of where back leads.
 */
export function decideBackendBack(
  config: BackendBackConfig,
  hasCallback: boolean,
  hosts: Hosts,
): { callbackFirst: boolean; action: NavAction } {
  const callbackFirst = hasCallback;
  if (config?.enabled === false) return { callbackFirst, action: { kind: 'none' } };
  if (config?.enabled === true && config.navlink !== undefined && config.navlink !== '') {
    return { callbackFirst, action: followNavlink(config.navlink, hosts) };
  }
  return { callbackFirst, action: { kind: 'history-back' } };
}

/** An in-app path is pushed, an allow-listed https URL opened; anything else refused. */
function followNavlink(navlink: string, hosts: Hosts): NavAction {
  const destination = classifyDestination(navlink, hosts.allowList);
  switch (destination.kind) {
    case 'app-path':
      return { kind: 'push', path: `${destination.path}${destination.search}${destination.hash}` };
    case 'https':
      return { kind: 'open-external', url: destination.url };
    case 'refused':
      return { kind: 'refused', url: navlink, reason: destination.reason };
  }
}

/**
 * The one executor of navigation decisions (docs/product.md#navigation-rules): rules in `domain/navigation`
 * decide a `NavAction`, this carries it out. It lives in native/ rather than app/ because features, which may
 * not import app/, follow backend navlinks too. Every URL passes the safety gate once more here:
 * a refused one is logged and toasted, never followed.
 */
import type { NavigateFunction } from 'react-router-dom';

import { DEFAULT_HOSTS } from '@/config/hosts';
import type { NavAction } from '@/domain/navigation/nav-action';
import { classifyDestination } from '@/domain/navigation/safe-destination';

import type { NativeBridge } from './bridge';
import { browserEnv, type BrowserEnv } from './browser-env';
import { refuseLink, safeRedirectUrl } from './refuse-link';
import { presentToast } from './toast';

/** A refused link: an error toast the way this platform shows toasts. */
const tellRefusal = (message: string): void => presentToast('error', message);

export type NavExecutorDeps = {
  navigate: NavigateFunction;
  /** The bridge, loaded only by the actions that need the host. */
  bridge: () => Promise<NativeBridge>;
  env?: BrowserEnv;
};

/** `visibleUrl` shown in the address bar, when it is an in-app path (a host cannot be faked there). */
function showVisibleUrl(visibleUrl: string, env: BrowserEnv): void {
  const destination = classifyDestination(visibleUrl, []);
  if (destination.kind !== 'app-path') return;
  env.showUrl(`${destination.path}${destination.search}${destination.hash}`);
}

export function executeNavAction(action: NavAction, deps: NavExecutorDeps): void {
  const env = deps.env ?? browserEnv;
  const withBridge = (use: (bridge: NativeBridge) => void): void => void deps.bridge().then(use);
  switch (action.kind) {
    case 'none':
      return;
    case 'history-back':
      void deps.navigate(-1);
      return;
    case 'push':
      void deps.navigate(action.path);
      // The router renders `path` (e.g. `/x/client?q=…`); the customer sees the original path.
      // Both forms open the same screen, so a reload or a shared link still lands right.
      if (action.visibleUrl !== undefined && action.visibleUrl !== action.path) {
        showVisibleUrl(action.visibleUrl, env);
      }
      return;
    case 'native-close':
      withBridge((bridge) => bridge.close());
      return;
    case 'native-redirect':
    case 'native-webview':
      // The host's `redirect` opens its URL in a new in-app webview; it re-checks the URL itself.
      withBridge((bridge) => bridge.redirect(action.url));
      return;
    case 'open-external': {
      const safe = safeRedirectUrl(action.url, env.origin(), tellRefusal);
      if (safe !== null) env.assign(safe);
      return;
    }
    case 'parent-redirect': {
      const destination = classifyDestination(action.url, DEFAULT_HOSTS.allowList);
      if (destination.kind !== 'https') {
        refuseLink(
          action.url,
          destination.kind === 'refused' ? destination.reason : 'not absolute',
          tellRefusal,
        );
        return;
      }
      // Framed by the main site: send the parent. Not framed: we are the top window ourselves.
      if (env.assignParent(destination.url) === 'not-framed') env.assign(destination.url);
      return;
    }
    case 'refused':
      refuseLink(action.url, action.reason, tellRefusal);
      return;
  }
}

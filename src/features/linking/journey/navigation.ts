/**
 * How the linking screens move: internal navigation of docs/product.md#internal-navigation (the route pushed
 * with the `/client` suffix, the original path shown, a `q` parameter plus extras; `q` carries the flow), and
 * following the backend's relative navlinks the same way.
 */
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';

import { isAppRelativePath } from '@/domain/aa/linking-navlink';
import { APP_PATHS } from '@/domain/navigation/app-paths';
import { stripClientSuffix, internalNavigation } from '@/domain/navigation/internal-navigation';
import { browserEnv } from '@/native/browser-env';

export const AA_ROOT = APP_PATHS.aa.root;

/** Paths of the linking screens (without the `/client` suffix): the app's paths module owns them. */
const { root: _root, onboarding: _onboarding, ...LINKING_SCREENS } = APP_PATHS.aa;
export const LINKING_PATHS = LINKING_SCREENS;

type GoOptions = { q?: string; replace?: boolean };
export type Go = (
  path: string,
  params?: Record<string, string | null | undefined>,
  options?: GoOptions,
) => void;

/** Pushes an in-app path (or a backend navlink with its own query) the /client way. */
export function useLinkingNavigate(defaultQ: string): Go {
  const navigate = useNavigate();
  return useCallback(
    (target, params = {}, options = {}) => {
      const safe = isAppRelativePath(target) ? target : '/';
      const [path = '/', query = ''] = safe.split('?');
      const extra: Record<string, string> = {};
      for (const [key, value] of new URLSearchParams(query)) extra[key] = value;
      for (const [key, value] of Object.entries(params)) {
        if (value !== null && value !== undefined && value !== '') extra[key] = value;
      }
      const q = options.q ?? extra.q ?? defaultQ;
      delete extra.q;
      // Paths outside the linking flow (the savings area, home) are pushed as they are.
      if (!stripClientSuffix(path).startsWith(AA_ROOT)) {
        const search = new URLSearchParams(extra).toString();
        void navigate(search === '' ? path : `${path}?${search}`, { replace: options.replace === true });
        return;
      }
      const action = internalNavigation(path, q, extra);
      if (action.kind !== 'push') return;
      void navigate(action.path, { replace: options.replace === true });
      // The router renders `/x/client?…`; the address bar shows `/x?…` (both open the same screen).
      if (action.visibleUrl !== undefined) browserEnv.showUrl(action.visibleUrl);
    },
    [navigate, defaultQ],
  );
}

/**
 * The back button's behaviour (docs/product.md#back-button) as a hook any header can use. Components may not
 * import app/, so it lives with the bridge it needs.
 */
import { useCallback } from 'react';
import { useLocation } from 'react-router-dom';

import { DEFAULT_HOSTS } from '@/config/hosts';
import { decideBack, decideBackendBack, type BackendBackConfig } from '@/domain/navigation/back-rules';

import { getBridge } from './get-bridge';
import { useNavExecutor } from './use-nav-executor';

export type UseBackOptions = {
  /**
   * The backend's say over back (`{enabled, navlink}`), when the screen has one. Omitted: the
   * plain back action.
   */
  backend?: BackendBackConfig;
  /** The screen's own clean-up; runs first, whatever back then does. */
  onBack?: () => void;
};

/**
 * Returns the back handler. With a backend config, `decideBackendBack` decides first; its plain
 * "go back" (and back without a config) is the platform's back action of `decideBack`: close the
 * webview when the host can, else history back, or home on a deep link (no history of ours).
 */
export function useBack(options: UseBackOptions = {}): () => void {
  const { pathname, search, key } = useLocation();
  const execute = useNavExecutor();
  const { backend, onBack } = options;

  return useCallback(() => {
    if (backend !== undefined) {
      const decision = decideBackendBack(backend, onBack !== undefined, DEFAULT_HOSTS);
      if (decision.callbackFirst) onBack?.();
      if (decision.action.kind !== 'history-back') {
        execute(decision.action);
        return;
      }
    } else {
      onBack?.();
    }
    void getBridge().then((bridge) =>
      execute(
        decideBack({
          platform: bridge.platform,
          nativeCloseAvailable: bridge.supports('close'),
          url: `${pathname}${search}`,
          // React Router gives the first entry of the session the key 'default'.
          canGoBack: key !== 'default',
        }),
      ),
    );
  }, [backend, onBack, pathname, search, key, execute]);
}

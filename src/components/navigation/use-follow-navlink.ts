import { useCallback } from 'react';
import { useLocation } from 'react-router-dom';

import { DEFAULT_HOSTS } from '@/config/hosts';
import { decideBackendNavlink } from '@/domain/navigation/backend-navlink';
import { currentPlatform } from '@/native/platform';
import { useNavExecutor } from '@/native/use-nav-executor';
import { getAuthorization } from '@/session/auth-token';

/**
 * Follows a backend navlink (alert, final status, attention item, lending action) through
 * `decideBackendNavlink` and the one executor: every navigation rule in one place.
 */
export function useFollowNavlink(): (link: string, options?: { lending?: boolean }) => void {
  const execute = useNavExecutor();
  const { search } = useLocation();
  return useCallback(
    (link: string, options: { lending?: boolean } = {}) => {
      const action = decideBackendNavlink(
        link,
        {
          platform: currentPlatform(),
          hosts: DEFAULT_HOSTS,
          currentSearch: search,
          framed: typeof window !== 'undefined' && window.parent !== window,
          authorization: getAuthorization(),
        },
        options,
      );
      execute(action);
    },
    [execute, search],
  );
}

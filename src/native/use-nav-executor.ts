import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';

import type { NavAction } from '@/domain/navigation/nav-action';

import { getBridge } from './get-bridge';
import { executeNavAction } from './nav-executor';

/** A stable function that carries out a `NavAction` with this router and the page's bridge. */
export function useNavExecutor(): (action: NavAction) => void {
  const navigate = useNavigate();
  return useCallback(
    (action: NavAction) => executeNavAction(action, { navigate, bridge: getBridge }),
    [navigate],
  );
}

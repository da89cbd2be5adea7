import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

import { creditCardKeys } from '@/api/endpoints/credit-cards';
import { instaCashKeys } from '@/api/endpoints/insta-cash';

/** How often a pending status is asked again. */
export const STATUS_POLL_MS = 2_000;

/**
 * Once a payment is final, every card and instant-cash figure (the screens, the home dashboard)
 * is refetched: they read through keys under `['credit-cards']` and `['insta-cash']`. All of them
 * at once, not only those on screen: the status page shows none, and the screen "Done" returns to
 * would otherwise paint the old figures (an overdue banner for an EMI just paid) until its refetch.
 */
export function useRefreshOnSettled(settled: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!settled) return;
    void queryClient.invalidateQueries({ queryKey: creditCardKeys.all, refetchType: 'all' });
    void queryClient.invalidateQueries({ queryKey: instaCashKeys.all, refetchType: 'all' });
  }, [settled, queryClient]);
}

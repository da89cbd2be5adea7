import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';

import { alertKeys, markAlertsRead } from '@/api/endpoints/alerts';
import type { AlertsPage, AlertTab } from '@/api/schemas/alerts';
import { handleError } from '@/native/handle-error';

import { markReadInPages } from './mark-read';

/**
 * Marks alerts read: the screen updates at once, rolls back if the server refuses, then refetches.
 * Offline the change is queued (it runs even then: `networkMode: 'always'`) and the screen keeps it;
 * the queue refetches, or undoes it with a message, once the server has answered.
 */
export function useMarkRead(tab: AlertTab) {
  const queryClient = useQueryClient();
  const key = alertKeys.list(tab);
  return useMutation({
    networkMode: 'always',
    mutationFn: (ids: readonly string[]) => markAlertsRead(ids),
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData<InfiniteData<AlertsPage>>(key);
      queryClient.setQueryData<InfiniteData<AlertsPage>>(key, (data) => markReadInPages(data, new Set(ids)));
      return { before };
    },
    onError: (error, _ids, context) => {
      if (context?.before !== undefined) queryClient.setQueryData(key, context.before);
      handleError(error, { origin: 'alerts:mark-read' });
    },
    onSettled: (outcome) =>
      outcome !== undefined && 'queued' in outcome
        ? undefined
        : queryClient.invalidateQueries({ queryKey: alertKeys.all }),
  });
}

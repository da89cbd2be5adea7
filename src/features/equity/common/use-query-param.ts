import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

import { withQueryValue } from '@/domain/portfolio/equity-query';

/** One key to write: its new value and its default (a default is removed from the URL). */
export type QueryUpdate = readonly [key: string, value: string, defaultValue: string];

/**
 * Writes query keys of the screen's URL (tabs, grouping, sort) in one navigation, so several keys
 * changed together never overwrite each other. It replaces the history entry: switching a tab is
 * not a place the back button should step through.
 */
export function useSetQueryParam(): (...updates: QueryUpdate[]) => void {
  const [, setSearchParams] = useSearchParams();
  return useCallback(
    (...updates) => {
      setSearchParams(
        (current) =>
          updates.reduce(
            (query, [key, value, defaultValue]) => withQueryValue(query, key, value, defaultValue),
            current,
          ),
        { replace: true },
      );
    },
    [setSearchParams],
  );
}

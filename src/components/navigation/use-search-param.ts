import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * One query parameter as screen state (a tab, a pill, a filter), so a reload, a shared link or
 * the back button shows the same view. Unknown values read as `fallback`; choosing the fallback
 * removes the parameter, keeping URLs short. Changes replace the history entry: switching tabs is
 * not a place to go back to.
 */
export function useSearchParam<T extends string>(
  name: string,
  allowed: readonly T[],
  fallback: T,
): [T, (next: T) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get(name);
  const value = raw !== null && (allowed as readonly string[]).includes(raw) ? (raw as T) : fallback;
  const set = useCallback(
    (next: T) => {
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next === fallback) updated.delete(name);
          else updated.set(name, next);
          return updated;
        },
        { replace: true },
      );
    },
    [name, fallback, setParams],
  );
  return [value, set];
}

import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

import { useNow } from '@/components/time/use-now';
import {
  decodeRangeChoice,
  encodeRangeChoice,
  rangeParams,
  readRangeChoice,
  type RangeChoice,
} from '@/domain/dates/periods';
import { istDayKey } from '@/domain/dates/zoned-day';
import { useStorageQuery } from '@/storage/hooks/use-storage-query';
import { getSelectedRange, setSelectedRange } from '@/storage/repositories/prefs';

const LOADING = 'loading' as const;

/**
 * The period of an analytics screen (docs/product.md#date-ranges), as Savings Insights keeps its
 * own: the address's `range` (with `from`/`to` for a custom one), else the choice last saved for
 * `screen` on this device, else `fallback`. Choosing writes both, as a new history entry, so the
 * back button returns to the period before. Null while the saved choice is read, so a screen never
 * shows one period and then jumps to another.
 */
export function useRangeChoice(
  screen: string,
  fallback: RangeChoice,
): [RangeChoice | null, (next: RangeChoice) => void] {
  const [params, setParams] = useSearchParams();
  const stored = useStorageQuery(() => getSelectedRange(screen), [screen], LOADING);
  const fromUrl = readRangeChoice((name) => params.get(name));
  const choice = fromUrl ?? (stored === LOADING ? null : (decodeRangeChoice(stored) ?? fallback));
  const select = useCallback(
    (next: RangeChoice) => {
      void setSelectedRange(screen, encodeRangeChoice(next));
      setParams((current) => {
        const updated = new URLSearchParams(current);
        for (const [name, value] of Object.entries(rangeParams(next))) {
          if (value === null) updated.delete(name);
          else updated.set(name, value);
        }
        return updated;
      });
    },
    [screen, setParams],
  );
  return [choice, select];
}

/** Today in India (`YYYY-MM-DD`), which presets resolve against; it moves on at IST midnight. */
export function useIstToday(): string {
  const now = new Date(useNow()).toISOString();
  return istDayKey(now) ?? now.slice(0, 10);
}

import { useCallback } from 'react';

import { istDayText } from '@/domain/dates/day-text';
import { useFormat } from '@/i18n/use-format';

/**
 * A date in India's time as the Equity screens write it: "22 Oct 2026" in English (the short
 * months the screens have always shown), "22 अक्टूबर 2026" in Hindi.
 */
export function useIstDate(): (iso: string) => string {
  const format = useFormat();
  return useCallback(
    (iso: string) => (format.locale === 'en-IN' ? istDayText(iso) : format.date(iso)),
    [format],
  );
}

import { useCallback } from 'react';
import { useIntl } from 'react-intl';

import { defineText } from '@/domain/text/message';
import { useFormat } from '@/i18n/use-format';

const SPOKEN = {
  withPercent: defineText({
    id: 'equity.change.spokenWithPercent',
    defaultMessage:
      '{direction, select, gain {Up {magnitude}, {percent}} loss {Down {magnitude}, {percent}} other {Unchanged, {magnitude}}}',
  }),
  withoutPercent: defineText({
    id: 'equity.change.spoken',
    defaultMessage:
      '{direction, select, gain {Up {magnitude}} loss {Down {magnitude}} other {Unchanged, {magnitude}}}',
  }),
};

/**
 * A change as drawn ("+₹2,196.05 (+0.55%)") and as read aloud, in the current language: the spoken
 * text leads with the direction in words ("Up ₹2,196.05, 0.55%"), so a screen reader never has to
 * guess from a minus sign (or a colour) whether money was made or lost.
 */
export function useChangeText() {
  const intl = useIntl();
  const format = useFormat();
  return useCallback(
    (amount: number, bps: number | null, compact = false) => {
      const change = format.change(amount, bps, compact);
      const values = {
        direction: change.direction,
        magnitude: change.magnitude,
        percent: change.percent ?? '',
      };
      const spoken =
        change.percent === null
          ? intl.formatMessage(SPOKEN.withoutPercent, values)
          : intl.formatMessage(SPOKEN.withPercent, values);
      return { ...change, spoken };
    },
    [intl, format],
  );
}

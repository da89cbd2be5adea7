import Box from '@mui/material/Box';
import { useIntl } from 'react-intl';

import { visuallyHidden } from '@/components/a11y/visually-hidden';
import { MINUS_SIGN } from '@/domain/money/format-indian';
import { paise } from '@/domain/money/paise';
import type { TxnDirection } from '@/domain/spending/txn-amount';
import { useFormat } from '@/i18n/use-format';

import { moneyInColor } from './money-in-color';
import { useSpokenInr } from './use-spoken-inr';

export type SignedAmountProps = {
  type: TxnDirection;
  /** Positive integer paise; the direction is `type`. */
  amountPaise: number;
  compact?: boolean;
};

/**
 * A transaction's amount: "+₹1,200.00" in green for money in, "−₹333.00" for money out. The sign
 * carries the direction (colour is only a second cue) and screen readers hear "Money in …". Zero
 * moved nothing either way, so it has no sign and no colour ("₹0.00"), as the change texts do.
 */
export function SignedAmount({ type, amountPaise, compact = false }: SignedAmountProps) {
  const intl = useIntl();
  const { inr } = useFormat();
  const spokenInr = useSpokenInr();
  const magnitude = paise(Math.abs(amountPaise));
  const sign = magnitude === 0 ? '' : type === 'CREDIT' ? '+' : MINUS_SIGN;
  const drawn = `${sign}${inr(magnitude, { compact })}`;
  const spoken =
    type === 'CREDIT'
      ? intl.formatMessage(
          { id: 'common.money.inAmount', defaultMessage: 'Money in {amount}' },
          { amount: spokenInr(magnitude) },
        )
      : intl.formatMessage(
          { id: 'common.money.outAmount', defaultMessage: 'Money out {amount}' },
          { amount: spokenInr(magnitude) },
        );
  return (
    <Box
      component="span"
      className="tabular-nums"
      sx={{
        fontVariantNumeric: 'tabular-nums',
        whiteSpace: 'nowrap',
        fontWeight: 600,
        color: type === 'CREDIT' && magnitude > 0 ? moneyInColor : 'text.primary',
      }}
    >
      {/* An aria-label on a plain span is ignored by most screen readers: hide the drawn text instead. */}
      <span aria-hidden>{drawn}</span>
      <Box component="span" sx={visuallyHidden}>
        {spoken}
      </Box>
    </Box>
  );
}

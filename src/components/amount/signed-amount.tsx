import Box from '@mui/material/Box';

import { visuallyHidden } from '@/components/a11y/visually-hidden';
import { signedAmountText, spokenAmount, type TxnDirection } from '@/domain/spending/txn-amount';

export type SignedAmountProps = {
  type: TxnDirection;
  /** Positive integer paise; the direction is `type`. */
  amountPaise: number;
  compact?: boolean;
};

/**
 * A transaction's amount: "+₹1,200.00" in green for money in, "−₹333.00" for money out. The sign
 * carries the direction (colour is only a second cue) and screen readers hear "Money in …".
 */
export function SignedAmount({ type, amountPaise, compact = false }: SignedAmountProps) {
  return (
    <Box
      component="span"
      className="tabular-nums"
      sx={{
        fontVariantNumeric: 'tabular-nums',
        whiteSpace: 'nowrap',
        fontWeight: 600,
        color: type === 'CREDIT' ? 'success.main' : 'text.primary',
      }}
    >
      {/* An aria-label on a plain span is ignored by most screen readers: hide the drawn text instead. */}
      <span aria-hidden>{signedAmountText(type, amountPaise, compact)}</span>
      <Box component="span" sx={visuallyHidden}>
        {spokenAmount(type, amountPaise)}
      </Box>
    </Box>
  );
}

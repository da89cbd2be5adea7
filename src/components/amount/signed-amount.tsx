import Box from '@mui/material/Box';

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
      aria-label={spokenAmount(type, amountPaise)}
      sx={{
        fontVariantNumeric: 'tabular-nums',
        whiteSpace: 'nowrap',
        fontWeight: 600,
        color: type === 'CREDIT' ? 'success.main' : 'text.primary',
      }}
    >
      {signedAmountText(type, amountPaise, compact)}
    </Box>
  );
}

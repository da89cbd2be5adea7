import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

import { SignedAmount } from '@/components/amount/signed-amount';
import type { TxnDirection } from '@/domain/spending/txn-amount';

export type TxnRowProps = {
  /** Who the money went to or came from: a name from the data, shown as sent (never translated). */
  title: string;
  /** e.g. "Food & Dining · UPI · HDFC •••• 4821"; mark its data parts `translate="no"`. */
  subtitle: ReactNode;
  type: TxnDirection;
  amountPaise: number;
  /** A small line under the amount, e.g. "Bal ₹3,50,782". */
  note?: string;
  leading: ReactNode;
  /** Makes the row a button (opens the transaction's detail). */
  onOpen?: () => void;
};

/**
 * One transaction as a passbook line: icon, who and what, and the signed amount. As a button its
 * accessible name reads the whole line ("Uber, Transport & Fuel · UPI …, Money out ₹333.00").
 */
export function TxnRow({ title, subtitle, type, amountPaise, note, leading, onOpen }: TxnRowProps) {
  const body = (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        py: 1.25,
        px: 0.5,
        width: '100%',
        textAlign: 'left',
      }}
    >
      {leading}
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography noWrap sx={{ fontWeight: 600 }} translate="no">
          {title}
        </Typography>
        <Typography variant="body2" color="textSecondary" noWrap>
          {subtitle}
        </Typography>
      </Box>
      <Box sx={{ textAlign: 'right', flexShrink: 0 }}>
        <SignedAmount type={type} amountPaise={amountPaise} />
        {note !== undefined && (
          <Typography variant="caption" color="textSecondary" component="p" className="tabular-nums">
            {note}
          </Typography>
        )}
      </Box>
    </Box>
  );
  if (onOpen === undefined) return body;
  return (
    <ButtonBase
      // Opens the transaction's detail sheet: screen readers say so before the click.
      aria-haspopup="dialog"
      onClick={onOpen}
      sx={{ width: '100%', borderRadius: 2, '&:focus-visible': { outline: 2, outlineColor: 'primary.main' } }}
    >
      {body}
    </ButtonBase>
  );
}

/** A day's heading inside a transaction list ("Today", "Sat, 21 Nov"). */
export function DayHeading({ label }: { label: string }) {
  return (
    <Typography
      variant="overline"
      component="h3"
      color="textSecondary"
      sx={{ display: 'block', pt: 1.5, pb: 0.25, letterSpacing: '0.06em', lineHeight: 2 }}
    >
      {label}
    </Typography>
  );
}

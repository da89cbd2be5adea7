import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';

import { useOnlineStatus } from '@/components/network/online-status';

import { paymentErrorTextOf } from './payment-error-text';

export type MoneyDialogProps = {
  /** The id the title carries, naming the dialog. */
  titleId: string;
  title: ReactNode;
  open?: boolean;
  onClose: () => void;
  /** The POST is in flight or has succeeded: nothing may be changed, closed or sent again. */
  busy: boolean;
  /** The last refusal, shown in plain words (`paymentErrorTextOf`) above the buttons; null when none. */
  error: unknown;
  /** "Cancel" or "Back". */
  closeLabel: string;
  /** The pay button's words when it can be pressed, e.g. "Pay ₹982.00". */
  payLabel: string;
  /** The pay button's words while busy, e.g. "Paying…". */
  busyLabel: string;
  /** What the disabled pay button says offline. */
  offlineLabel?: string;
  /** False while the amount is not valid yet (the button stays disabled). */
  canPay?: boolean;
  onPay: () => void;
  children: ReactNode;
};

/**
 * The frame every money-moving dialog shares (card bills, instant-cash repayments, the AutoPay mandate): it cannot be
 * dismissed while the payment is in flight, says why a payment was refused, and its pay button is
 * disabled (and says that a connection is needed) offline, so money never moves without one. The
 * one POST behind `onPay` carries its own Idempotency-Key; a double click finds the button busy.
 */
export function MoneyDialog({
  titleId,
  title,
  open = true,
  onClose,
  busy,
  error,
  closeLabel,
  payLabel,
  busyLabel,
  offlineLabel,
  canPay = true,
  onPay,
  children,
}: MoneyDialogProps) {
  const online = useOnlineStatus().online;
  const intl = useIntl();
  const offlineWords =
    offlineLabel ??
    intl.formatMessage({
      id: 'components.payment.offlineLabel',
      defaultMessage: 'Connect to the internet to pay',
    });
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      fullWidth
      maxWidth="xs"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        {children}
        {error !== null && error !== undefined && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {paymentErrorTextOf(error, intl)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={busy}>
          {closeLabel}
        </Button>
        <Button variant="contained" onClick={onPay} disabled={!canPay || busy || !online}>
          {!online ? offlineWords : busy ? busyLabel : payLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

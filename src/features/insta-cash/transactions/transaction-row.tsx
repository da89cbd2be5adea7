import CallMade from '@mui/icons-material/CallMade';
import CallReceived from '@mui/icons-material/CallReceived';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { defineMessages, FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';

import type { InstaCashTransaction } from '@/api/schemas/insta-cash';
import { Amount } from '@/components/amount/amount';
import { istDayOf } from '@/domain/dates/ist';
import { MINUS_SIGN } from '@/domain/money/format-indian';
import { paise } from '@/domain/money/paise';
import { useFormat } from '@/i18n/use-format';

const MODES = defineMessages({
  NACH: { id: 'instaCash.transaction.modeNach', defaultMessage: 'auto-debit' },
  UPI: { id: 'instaCash.transaction.modeUpi', defaultMessage: 'UPI' },
  NETBANKING: { id: 'instaCash.transaction.modeNetbanking', defaultMessage: 'net banking' },
});

/** Where a withdrawal was paid, and whether its processing fee came out of it. */
const TO_ACCOUNT: Record<'fee' | 'noFee', MessageDescriptor> = defineMessages({
  fee: { id: 'instaCash.transaction.toAccountFee', defaultMessage: 'To {account} · fee deducted' },
  noFee: { id: 'instaCash.transaction.toAccount', defaultMessage: 'To {account}' },
});

/** The IST day of a disbursal day or a repayment instant. */
function dayOf(date: string): string {
  return date.length > 10 ? istDayOf(new Date(date)) : date;
}

/** One disbursal (money received) or repayment (EMI paid). */
export function TransactionRow({ transaction: t }: { transaction: InstaCashTransaction }) {
  const intl = useIntl();
  const format = useFormat();
  const received = t.type === 'DISBURSAL';
  const title = received
    ? intl.formatMessage({ id: 'instaCash.transaction.received', defaultMessage: 'Withdrawal received' })
    : t.installment_no === null
      ? intl.formatMessage({ id: 'instaCash.transaction.emiPaid', defaultMessage: 'EMI paid' })
      : intl.formatMessage(
          { id: 'instaCash.transaction.emiNumberPaid', defaultMessage: 'EMI {number} paid' },
          { number: t.installment_no },
        );
  const mode =
    t.mode !== null && Object.hasOwn(MODES, t.mode) ? MODES[t.mode as keyof typeof MODES] : undefined;
  const tail = `••${(t.bank_account_masked ?? '').slice(-4)}`;
  const account = <span translate="no">{tail}</span>;
  const sign = received ? '+' : MINUS_SIGN;
  const detail = received ? (
    <FormattedMessage
      {...(t.processing_fee_paise ? TO_ACCOUNT.fee : TO_ACCOUNT.noFee)}
      values={{ account }}
    />
  ) : t.mode !== null ? (
    <FormattedMessage
      id="instaCash.transaction.byMode"
      defaultMessage="By {mode}"
      // A mode the app has no words for is shown as the lender sent it.
      values={{ mode: mode !== undefined ? intl.formatMessage(mode) : <span translate="no">{t.mode}</span> }}
    />
  ) : (
    <FormattedMessage id="instaCash.transaction.byPayment" defaultMessage="By payment" />
  );
  return (
    <Card sx={{ p: 1.5, display: 'flex', alignItems: 'center', gap: 1.5 }}>
      <Box
        aria-hidden
        sx={{
          width: 36,
          height: 36,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: received ? 'rgba(27,94,32,0.12)' : 'action.hover',
          color: received ? 'success.main' : 'text.secondary',
          flexShrink: 0,
        }}
      >
        {received ? <CallReceived fontSize="small" /> : <CallMade fontSize="small" />}
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        <Typography variant="caption" color="textSecondary" component="p">
          <FormattedMessage
            id="instaCash.transaction.meta"
            defaultMessage="{date} · {detail}"
            values={{ date: format.dayMonthYear(dayOf(t.date)), detail }}
          />
        </Typography>
        {received && t.processing_fee_paise !== null && t.processing_fee_paise > 0 && (
          <Typography variant="caption" color="textSecondary" component="p">
            <FormattedMessage
              id="instaCash.transaction.processingFee"
              defaultMessage="Processing fee {amount}"
              values={{ amount: <Amount value={paise(t.processing_fee_paise)} /> }}
            />
          </Typography>
        )}
      </Box>
      <Typography sx={{ fontWeight: 700, color: received ? 'success.main' : 'text.primary' }}>
        {sign}
        <Amount value={paise(t.amount_paise)} />
      </Typography>
    </Card>
  );
}

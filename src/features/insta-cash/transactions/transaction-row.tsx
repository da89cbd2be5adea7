import CallMade from '@mui/icons-material/CallMade';
import CallReceived from '@mui/icons-material/CallReceived';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';

import type { InstaCashTransaction } from '@/api/schemas/insta-cash';
import { Amount } from '@/components/amount/amount';
import { dayMonthYearText } from '@/domain/dates/day-text';
import { istDayOf } from '@/domain/loans/iso-day';
import { paise } from '@/domain/money/paise';

const MODES: Record<string, string> = { NACH: 'auto-debit', UPI: 'UPI', NETBANKING: 'net banking' };

/** The IST day of a disbursal day or a repayment instant. */
function dayOf(date: string): string {
  return date.length > 10 ? istDayOf(new Date(date)) : date;
}

/** One disbursal (money received) or repayment (EMI paid). */
export function TransactionRow({ transaction: t }: { transaction: InstaCashTransaction }) {
  const received = t.type === 'DISBURSAL';
  const title = received ? 'Withdrawal received' : `EMI ${t.installment_no ?? ''} paid`.replace('  ', ' ');
  const detail = received
    ? `To ••${(t.bank_account_masked ?? '').slice(-4)}${t.processing_fee_paise ? ' · fee deducted' : ''}`
    : `By ${MODES[t.mode ?? ''] ?? t.mode ?? 'payment'}`;
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
        <Typography variant="caption" color="text.secondary" component="p" noWrap>
          {dayMonthYearText(dayOf(t.date))} · {detail}
        </Typography>
        {received && t.processing_fee_paise !== null && t.processing_fee_paise > 0 && (
          <Typography variant="caption" color="text.secondary" component="p">
            Processing fee <Amount value={paise(t.processing_fee_paise)} />
          </Typography>
        )}
      </Box>
      <Typography sx={{ fontWeight: 700, color: received ? 'success.main' : 'text.primary' }}>
        {received ? '+' : '−'}
        <Amount value={paise(t.amount_paise)} />
      </Typography>
    </Card>
  );
}

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

import type { Withdrawal } from '@/api/schemas/insta-cash';
import { Amount } from '@/components/amount/amount';
import { dayMonthYearText } from '@/domain/dates/day-text';
import { paise } from '@/domain/money/paise';
import { statusRouteFor } from '@/domain/navigation/lending-rules';

/** One withdrawal: what was taken, how far it is repaid, what is left, and its schedule. */
export function WithdrawalCard({ withdrawal: w }: { withdrawal: Withdrawal }) {
  const total = w.paid_instalments + w.remaining_instalments;
  const closed = w.status === 'CLOSED';
  return (
    <Card component="li" aria-label={`Withdrawal of ${dayMonthYearText(w.disbursed_on)}`} sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography variant="h3" component="h2" sx={{ flex: 1 }}>
          <Amount value={paise(w.amount_paise)} />
        </Typography>
        {w.overdue_instalments > 0 && (
          <Chip size="small" color="error" label={`${w.overdue_instalments} overdue`} />
        )}
        {w.disbursement.status === 'PENDING' && <Chip size="small" color="warning" label="Being credited" />}
        <Chip
          size="small"
          label={closed ? 'Closed' : 'Active'}
          color={closed ? 'default' : 'success'}
          variant="outlined"
        />
      </Box>
      <Typography variant="body2" color="text.secondary">
        {dayMonthYearText(w.disbursed_on)} · {w.tenure_months} months · {(w.annual_rate_bps / 100).toFixed(2)}
        % · to ••{w.bank_account_masked.slice(-4)}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={total === 0 ? 0 : (w.paid_instalments * 100) / total}
        aria-label={`${w.paid_instalments} of ${total} EMIs paid`}
        color={closed ? 'success' : 'primary'}
        sx={{ mt: 1.5, height: 6, borderRadius: 3 }}
      />
      <Typography variant="caption" color="text.secondary" component="p">
        {w.paid_instalments} of {total} EMIs paid
      </Typography>
      {!closed && (
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1, mt: 1 }}>
          <Fig label="EMI" value={w.emi_paise} />
          <Fig label="Outstanding" value={w.outstanding_principal_paise} />
          <Fig label="Close today" value={w.foreclosure_amount_paise} />
        </Box>
      )}
      {w.next_due_date !== null && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          Next EMI on {dayMonthYearText(w.next_due_date)}
        </Typography>
      )}
      <Button
        component={RouterLink}
        to={`/insta-cash/emi-schedule?withdrawal_id=${encodeURIComponent(w.withdrawal_id)}`}
        sx={{ mt: 1, ml: -1 }}
      >
        EMI schedule
      </Button>
      <Button
        component={RouterLink}
        to={`${statusRouteFor('disbursement')}?withdrawal_id=${encodeURIComponent(w.withdrawal_id)}`}
        size="small"
        sx={{ ml: -1 }}
      >
        {w.disbursement.status === 'PENDING' ? 'Being credited' : 'Credited'} to ••
        {w.bank_account_masked.slice(-4)} · status
      </Button>
    </Card>
  );
}

function Fig({ label, value }: { label: string; value: number }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="p">
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 700 }}>
        <Amount value={paise(value)} compact={value >= 10_000_000} />
      </Typography>
    </Box>
  );
}

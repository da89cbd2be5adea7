import CheckCircle from '@mui/icons-material/CheckCircle';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

import type { CreatedWithdrawal } from '@/api/schemas/insta-cash';
import { Amount } from '@/components/amount/amount';
import { dayMonthYearText } from '@/domain/dates/day-text';
import { paise } from '@/domain/money/paise';
import { statusRouteFor } from '@/domain/navigation/lending-rules';

/** After a withdrawal: where the money went and when the first EMI is. */
export function DrawSuccess({ created }: { created: CreatedWithdrawal }) {
  const w = created.withdrawal;
  const first = created.schedule[0];
  return (
    <Card role="status" sx={{ p: 3, textAlign: 'center' }}>
      <CheckCircle color="success" sx={{ fontSize: 56 }} aria-hidden />
      <Typography variant="h2" component="h2" sx={{ mt: 1 }}>
        <Amount value={paise(w.amount_paise - w.processing_fee_paise)} />{' '}
        {w.disbursement.status === 'PENDING' ? 'is on its way' : 'is in your account'}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1 }}>
        To your account ••{w.bank_account_masked.slice(-4)}. EMI <Amount value={paise(w.emi_paise)} /> for{' '}
        {w.tenure_months} months{first ? `, the first on ${dayMonthYearText(first.due_date)}` : ''}.
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Still available: <Amount value={paise(created.available_paise)} />
      </Typography>
      <Stack spacing={1} sx={{ mt: 3 }}>
        <Button
          variant="contained"
          component={RouterLink}
          to={`/insta-cash/emi-schedule?withdrawal_id=${encodeURIComponent(w.withdrawal_id)}`}
        >
          See the EMI schedule
        </Button>
        <Button
          component={RouterLink}
          to={`${statusRouteFor('disbursement')}?withdrawal_id=${encodeURIComponent(w.withdrawal_id)}`}
        >
          {w.disbursement.status === 'PENDING' ? 'Track the credit' : 'Disbursement status'}
        </Button>
        <Button component={RouterLink} to="/insta-cash">
          Back to instant cash
        </Button>
      </Stack>
    </Card>
  );
}

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { defineMessages, FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';

import type { Withdrawal } from '@/api/schemas/insta-cash';
import { Amount } from '@/components/amount/amount';
import { ProgressBar } from '@/components/feedback/progress-bar';
import { paise } from '@/domain/money/paise';
import { statusRouteFor } from '@/domain/navigation/lending-rules';
import { AmountFigure } from '@/features/insta-cash/amount-figure';
import { useFormat } from '@/i18n/use-format';

/** Where the money went, while it is on its way and once it has arrived. */
const CREDIT_STATUS: Record<'pending' | 'credited', MessageDescriptor> = defineMessages({
  pending: {
    id: 'instaCash.withdrawal.beingCreditedStatus',
    defaultMessage: 'Being credited to {account} · status',
  },
  credited: { id: 'instaCash.withdrawal.creditedStatus', defaultMessage: 'Credited to {account} · status' },
});

/** How many EMIs are paid (one text, read out and shown), and the terms the withdrawal is on. */
const TERMS: Record<'progress' | 'terms', MessageDescriptor> = defineMessages({
  progress: { id: 'instaCash.withdrawal.progress', defaultMessage: '{paid} of {total} EMIs paid' },
  terms: {
    id: 'instaCash.withdrawal.terms',
    defaultMessage: '{date} · {count, plural, one {# month} other {# months}} · {rate}% · to {account}',
  },
});

/** One withdrawal: what was taken, how far it is repaid, what is left, and its schedule. */
export function WithdrawalCard({ withdrawal: w }: { withdrawal: Withdrawal }) {
  const intl = useIntl();
  const format = useFormat();
  const tail = `••${w.bank_account_masked.slice(-4)}`;
  const account = <span translate="no">{tail}</span>;
  const total = w.paid_instalments + w.remaining_instalments;
  const closed = w.status === 'CLOSED';
  return (
    <Card
      component="li"
      aria-label={intl.formatMessage(
        { id: 'instaCash.withdrawal.label', defaultMessage: 'Withdrawal of {date}' },
        { date: format.dayMonthYear(w.disbursed_on) },
      )}
      sx={{ p: 2 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography variant="h3" component="h2" sx={{ flex: 1 }}>
          <Amount value={paise(w.amount_paise)} />
        </Typography>
        {w.overdue_instalments > 0 && (
          <Chip
            size="small"
            color="error"
            label={intl.formatMessage(
              { id: 'instaCash.withdrawal.overdueCount', defaultMessage: '{count} overdue' },
              { count: w.overdue_instalments },
            )}
          />
        )}
        {w.disbursement.status === 'PENDING' && (
          <Chip
            size="small"
            color="warning"
            label={intl.formatMessage({
              id: 'instaCash.withdrawal.beingCreditedChip',
              defaultMessage: 'Being credited',
            })}
          />
        )}
        <Chip
          size="small"
          label={
            closed
              ? intl.formatMessage({ id: 'instaCash.withdrawal.closed', defaultMessage: 'Closed' })
              : intl.formatMessage({ id: 'instaCash.withdrawal.active', defaultMessage: 'Active' })
          }
          color={closed ? 'default' : 'success'}
          variant="outlined"
        />
      </Box>
      <Typography variant="body2" color="textSecondary">
        <FormattedMessage
          {...TERMS.terms}
          values={{
            date: format.dayMonthYear(w.disbursed_on),
            count: w.tenure_months,
            rate: format.number(w.annual_rate_bps / 100, { decimals: 2 }),
            account,
          }}
        />
      </Typography>
      <ProgressBar
        value={total === 0 ? 0 : (w.paid_instalments * 100) / total}
        aria-label={intl.formatMessage(TERMS.progress, { paid: w.paid_instalments, total })}
        color={closed ? 'success' : 'primary'}
        height={6}
        sx={{ mt: 1.5 }}
      />
      <Typography variant="caption" color="textSecondary" component="p">
        <FormattedMessage {...TERMS.progress} values={{ paid: w.paid_instalments, total }} />
      </Typography>
      {!closed && (
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 1, mt: 1 }}>
          {(['emi_paise', 'outstanding_principal_paise', 'foreclosure_amount_paise'] as const).map(
            (field) => (
              <Fig key={field} label={intl.formatMessage(FIGURES[field])} value={w[field]} />
            ),
          )}
        </Box>
      )}
      {w.next_due_date !== null && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          <FormattedMessage
            id="instaCash.withdrawal.nextEmi"
            defaultMessage="Next EMI on {date}"
            values={{ date: format.dayMonthYear(w.next_due_date) }}
          />
        </Typography>
      )}
      <Button
        component={RouterLink}
        to={`/insta-cash/emi-schedule?withdrawal_id=${encodeURIComponent(w.withdrawal_id)}`}
        sx={{ mt: 1, ml: -1 }}
      >
        <FormattedMessage id="instaCash.withdrawal.schedule" defaultMessage="EMI schedule" />
      </Button>
      <Button
        component={RouterLink}
        to={`${statusRouteFor('disbursement')}?withdrawal_id=${encodeURIComponent(w.withdrawal_id)}`}
        size="small"
        sx={{ ml: -1 }}
      >
        {/* One span: in the button's flex row a bare text beside the account's span would lose its space. */}
        <span>
          <FormattedMessage
            {...(w.disbursement.status === 'PENDING' ? CREDIT_STATUS.pending : CREDIT_STATUS.credited)}
            values={{ account }}
          />
        </span>
      </Button>
    </Card>
  );
}

/** What an open withdrawal costs, each under the field of the withdrawal that holds it. */
const FIGURES = defineMessages({
  emi_paise: { id: 'instaCash.withdrawal.emi', defaultMessage: 'EMI' },
  outstanding_principal_paise: { id: 'instaCash.withdrawal.outstanding', defaultMessage: 'Outstanding' },
  foreclosure_amount_paise: { id: 'instaCash.withdrawal.closeToday', defaultMessage: 'Close today' },
});

function Fig({ label, value }: { label: string; value: number }) {
  return <AmountFigure label={label} value={value} compact={value >= 10_000_000} variant="body2" shrink />;
}

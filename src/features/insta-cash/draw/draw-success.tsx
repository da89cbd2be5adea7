import CheckCircle from '@mui/icons-material/CheckCircle';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';

import type { CreatedWithdrawal } from '@/api/schemas/insta-cash';
import { Amount } from '@/components/amount/amount';
import { paise } from '@/domain/money/paise';
import { statusRouteFor } from '@/domain/navigation/lending-rules';
import { useFormat } from '@/i18n/use-format';

/** After a withdrawal: where the money went and when the first EMI is. */
export function DrawSuccess({ created }: { created: CreatedWithdrawal }) {
  const format = useFormat();
  const w = created.withdrawal;
  const first = created.schedule[0];
  const credited = <Amount value={paise(w.amount_paise - w.processing_fee_paise)} />;
  const tail = `••${w.bank_account_masked.slice(-4)}`;
  const account = <span translate="no">{tail}</span>;
  const emi = <Amount value={paise(w.emi_paise)} />;
  return (
    <Card role="status" sx={{ p: 3, textAlign: 'center' }}>
      <CheckCircle color="success" sx={{ fontSize: 56 }} aria-hidden />
      <Typography variant="h2" component="h2" sx={{ mt: 1 }}>
        {w.disbursement.status === 'PENDING' ? (
          <FormattedMessage
            id="instaCash.success.onItsWay"
            defaultMessage="{amount} is on its way"
            values={{ amount: credited }}
          />
        ) : (
          <FormattedMessage
            id="instaCash.success.inAccount"
            defaultMessage="{amount} is in your account"
            values={{ amount: credited }}
          />
        )}
      </Typography>
      <Typography color="textSecondary" sx={{ mt: 1 }}>
        {first ? (
          <FormattedMessage
            id="instaCash.success.detailFirst"
            defaultMessage="To your account {account}. EMI {emi} for {count, plural, one {# month} other {# months}}, the first on {date}."
            values={{ account, emi, count: w.tenure_months, date: format.dayMonthYear(first.due_date) }}
          />
        ) : (
          <FormattedMessage
            id="instaCash.success.detail"
            defaultMessage="To your account {account}. EMI {emi} for {count, plural, one {# month} other {# months}}."
            values={{ account, emi, count: w.tenure_months }}
          />
        )}
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
        <FormattedMessage
          id="instaCash.success.stillAvailable"
          defaultMessage="Still available: {amount}"
          values={{ amount: <Amount value={paise(created.available_paise)} /> }}
        />
      </Typography>
      <Stack spacing={1} sx={{ mt: 3 }}>
        <Button
          variant="contained"
          component={RouterLink}
          to={`/insta-cash/emi-schedule?withdrawal_id=${encodeURIComponent(w.withdrawal_id)}`}
        >
          <FormattedMessage id="instaCash.success.seeSchedule" defaultMessage="See the EMI schedule" />
        </Button>
        <Button
          component={RouterLink}
          to={`${statusRouteFor('disbursement')}?withdrawal_id=${encodeURIComponent(w.withdrawal_id)}`}
        >
          {w.disbursement.status === 'PENDING' ? (
            <FormattedMessage id="instaCash.success.track" defaultMessage="Track the credit" />
          ) : (
            <FormattedMessage
              id="instaCash.success.disbursementStatus"
              defaultMessage="Disbursement status"
            />
          )}
        </Button>
        <Button component={RouterLink} to="/insta-cash">
          <FormattedMessage id="instaCash.success.backToInstaCash" defaultMessage="Back to instant cash" />
        </Button>
      </Stack>
    </Card>
  );
}

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { defineMessages, FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';

import { WITHDRAWAL_TENURES, type CreatedWithdrawal, type InstaCashOffer } from '@/api/schemas/insta-cash';
import { Amount } from '@/components/amount/amount';
import { todayInIndia } from '@/components/time/today-in-india';
import {
  parseRupeeInput,
  withdrawalAmountProblem,
  withdrawalQuote,
  type AmountProblem,
} from '@/domain/loans/withdrawal-quote';
import { formatIndianNumber } from '@/domain/money/format-indian';
import { paise } from '@/domain/money/paise';
import { useFormat } from '@/i18n/use-format';

import { ConfirmDrawDialog } from './confirm-draw-dialog';
import { QuoteBreakdown } from './quote-breakdown';

type Offer = Extract<InstaCashOffer, { eligible: true }>;

const RUPEE = '₹';

const QUICK_AMOUNTS = [1_000_000, 2_500_000, 5_000_000];

/** What the amount field says under it: what is wrong with the amount, or else the range allowed. */
const AMOUNT_HELP: Record<AmountProblem | 'range', MessageDescriptor> = defineMessages({
  missing: { id: 'instaCash.draw.amountMissing', defaultMessage: 'Enter the amount you need.' },
  invalid: { id: 'instaCash.draw.amountInvalid', defaultMessage: 'Enter an amount in rupees, like 25,000.' },
  range: { id: 'instaCash.draw.amountRange', defaultMessage: 'Between {min} and {max}' },
  'below-minimum': {
    id: 'instaCash.draw.amountBelowMinimum',
    defaultMessage: 'The smallest withdrawal is {min}.',
  },
  'above-available': {
    id: 'instaCash.draw.amountAboveAvailable',
    defaultMessage: 'You can withdraw up to {max}.',
  },
});

/** Amount and tenure, with the EMI worked out as the customer types (same math as the lender's). */
export function DrawForm({
  offer,
  bankAccountMasked,
  onDone,
}: {
  offer: Offer;
  bankAccountMasked: string | null;
  onDone: (created: CreatedWithdrawal) => void;
}) {
  const intl = useIntl();
  const format = useFormat();
  const [typed, setTyped] = useState('');
  const [touched, setTouched] = useState(false);
  const [tenure, setTenure] = useState<number>(6);
  const [confirming, setConfirming] = useState(false);
  const today = todayInIndia();
  const amount = parseRupeeInput(typed);
  const limits = { minPaise: offer.min_amount_paise, maxPaise: offer.max_amount_paise };
  const problem = withdrawalAmountProblem(amount, limits, typed);
  const valid = problem === null && amount !== null;
  // Four schedules of at most 12 rows: cheap enough to work out on every keystroke.
  const quotes = valid
    ? WITHDRAWAL_TENURES.map((m) => withdrawalQuote(amount, offer.annual_rate_bps, m, today))
    : [];
  const quote = quotes.find((q) => q.tenureMonths === tenure) ?? null;
  const setAmount = (value: number) => {
    setTyped(formatIndianNumber(value / 100, { decimals: value % 100 === 0 ? 0 : 2 }));
    setTouched(true);
  };

  return (
    <Stack spacing={2}>
      <Card sx={{ p: 2 }}>
        <Typography variant="body2" color="textSecondary">
          <FormattedMessage
            id="instaCash.draw.available"
            defaultMessage="Available now: {amount} at {rate}% a year"
            values={{
              amount: <Amount value={paise(offer.available_paise)} />,
              rate: format.number(offer.annual_rate_bps / 100, { decimals: 2 }),
            }}
          />
        </Typography>
        <TextField
          label={intl.formatMessage({ id: 'instaCash.draw.amountLabel', defaultMessage: 'Amount' })}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          onBlur={() => setTouched(true)}
          fullWidth
          sx={{ mt: 2 }}
          error={touched && problem !== null}
          // Each text takes the values it names: the range both, a problem one or none.
          helperText={intl.formatMessage(AMOUNT_HELP[touched && problem !== null ? problem : 'range'], {
            min: format.inr(offer.min_amount_paise, { decimals: 0 }),
            max: format.inr(offer.max_amount_paise),
          })}
          slotProps={{
            htmlInput: { inputMode: 'decimal', autoComplete: 'off', className: 'tabular-nums' },
            input: { startAdornment: <InputAdornment position="start">{RUPEE}</InputAdornment> },
          }}
        />
        <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, flexWrap: 'wrap' }}>
          {QUICK_AMOUNTS.filter((a) => a <= offer.max_amount_paise).map((a) => (
            <Chip
              key={a}
              label={format.inr(a, { compact: true })}
              onClick={() => setAmount(a)}
              variant="outlined"
            />
          ))}
          <Chip
            label={intl.formatMessage({ id: 'instaCash.draw.maximum', defaultMessage: 'Maximum' })}
            onClick={() => setAmount(offer.max_amount_paise)}
            variant="outlined"
          />
        </Stack>
      </Card>
      <Card sx={{ p: 2 }}>
        <Typography id="tenure-label" variant="subtitle2" component="h2" sx={{ mb: 1 }}>
          <FormattedMessage id="instaCash.draw.repayOver" defaultMessage="Repay over" />
        </Typography>
        <ToggleButtonGroup
          value={tenure}
          exclusive
          onChange={(_, next: number | null) => next !== null && setTenure(next)}
          aria-labelledby="tenure-label"
          sx={{
            display: 'grid',
            gridTemplateColumns: 'repeat(2, 1fr)',
            gap: 1,
            '& .MuiToggleButtonGroup-grouped': {
              m: 0,
              border: 1,
              borderColor: 'divider',
              borderRadius: 2,
              '&.Mui-selected': { borderColor: 'primary.main', bgcolor: 'action.selected' },
            },
          }}
        >
          {WITHDRAWAL_TENURES.map((m) => {
            const q = quotes.find((x) => x.tenureMonths === m);
            return (
              <ToggleButton key={m} value={m} sx={{ flexDirection: 'column', py: 1, lineHeight: 1.3 }}>
                <Box component="span" sx={{ fontWeight: 700 }}>
                  <FormattedMessage
                    id="instaCash.draw.tenure"
                    defaultMessage="{count, plural, one {# month} other {# months}}"
                    values={{ count: m }}
                  />
                </Box>
                {q !== undefined && (
                  <Box component="span" sx={{ fontSize: '0.8rem' }} className="tabular-nums">
                    <FormattedMessage
                      id="instaCash.draw.emiPerMonth"
                      defaultMessage="{emi} a month"
                      values={{ emi: format.inr(q.emiPaise, { decimals: 0 }) }}
                    />
                  </Box>
                )}
              </ToggleButton>
            );
          })}
        </ToggleButtonGroup>
      </Card>
      {quote !== null && <QuoteBreakdown quote={quote} />}
      <Button
        variant="contained"
        size="large"
        disabled={!valid}
        aria-haspopup="dialog"
        onClick={() => setConfirming(true)}
      >
        {valid ? (
          <FormattedMessage
            id="instaCash.draw.continueWith"
            defaultMessage="Continue with {amount}"
            values={{ amount: format.inr(amount) }}
          />
        ) : (
          <FormattedMessage id="instaCash.draw.continue" defaultMessage="Continue" />
        )}
      </Button>
      {quote !== null && (
        <ConfirmDrawDialog
          open={confirming}
          quote={quote}
          lender={offer.lender}
          bankAccountMasked={bankAccountMasked}
          onClose={() => setConfirming(false)}
          onDone={onDone}
        />
      )}
    </Stack>
  );
}

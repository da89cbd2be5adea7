import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Suspense } from 'react';
import { defineMessages, FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';

import { instaCashSummaryQueryOptions } from '@/api/endpoints/insta-cash';
import { Amount } from '@/components/amount/amount';
import { NavlinkButton } from '@/components/navigation/navlink-button';
import { paise } from '@/domain/money/paise';
import { trackPaymentStep } from '@/events/payment-steps';
import { AmountFigure } from '@/features/insta-cash/amount-figure';
import { AutoPayCard } from '@/features/insta-cash/autopay/autopay-card';
import { LineGate } from '@/features/insta-cash/no-line';
import { useFormat } from '@/i18n/use-format';

import { MandateDialog, REPAY_KINDS, RepayDialog } from './dialogs';
import { LineCard } from './line-card';

const GATE = defineMessages({
  error: { id: 'instaCash.overview.loadError', defaultMessage: 'Your credit line could not load' },
  loading: { id: 'instaCash.overview.loading', defaultMessage: 'Loading your credit line' },
});

/** When the next EMI is due: in so many days, or today (which ignores `days`). */
const DUE: Record<'inDays' | 'today', MessageDescriptor> = defineMessages({
  inDays: {
    id: 'instaCash.overview.dueIn',
    defaultMessage: 'on {date} · in {days, plural, one {# day} other {# days}}',
  },
  today: { id: 'instaCash.overview.dueToday', defaultMessage: 'on {date} · today' },
});

/** The insta-cash home: the line, anything overdue, the next EMI, and what is drawn. */
export function OverviewView() {
  const intl = useIntl();
  const format = useFormat();
  const query = useQuery(instaCashSummaryQueryOptions());
  // `?repay=` opens the repayment quote; lending navlinks ("Pay now") land here with it.
  const [params, setParams] = useSearchParams();
  const repay = REPAY_KINDS[params.get('repay') ?? ''];
  // `?autopay=setup` (the mandate's setup navlink) opens the AutoPay confirmation.
  const autopay = params.get('autopay') === 'setup';
  const closeParam = (name: 'repay' | 'autopay') =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(name);
        return next;
      },
      { replace: true },
    );
  const closeRepay = () => closeParam('repay');
  return (
    <LineGate query={query} messages={GATE} rows={2}>
      {(line) => {
        const next = line.next_emi;
        return (
          <Stack spacing={2}>
            {line.overdue_count > 0 && (
              <Alert
                severity="error"
                variant="filled"
                action={
                  line.navlinks.pay_overdue !== null && (
                    <NavlinkButton
                      navlink={line.navlinks.pay_overdue}
                      lending
                      color="inherit"
                      size="small"
                      sx={{ whiteSpace: 'nowrap' }}
                      onFollow={() =>
                        trackPaymentStep('insta-cash-repayment', 'started', { kind: 'OVERDUE' })
                      }
                    >
                      <FormattedMessage id="instaCash.overview.payNow" defaultMessage="Pay now" />
                    </NavlinkButton>
                  )
                }
              >
                <strong>
                  <FormattedMessage
                    id="instaCash.overview.overdue"
                    defaultMessage="{count, plural, one {# EMI is} other {# EMIs are}} overdue · {amount}"
                    values={{
                      count: line.overdue_count,
                      amount: <Amount value={paise(line.overdue_amount_paise)} />,
                    }}
                  />
                </strong>
                <br />
                <FormattedMessage
                  id="instaCash.overview.overdueHint"
                  defaultMessage="Pay now to avoid penal charges and a hit to your credit score."
                />
              </Alert>
            )}
            <LineCard line={line} />
            {next !== null && (
              <Card component="section" aria-labelledby="next-emi-heading" sx={{ p: 2 }}>
                <Typography id="next-emi-heading" variant="overline" component="h2" color="textSecondary">
                  <FormattedMessage id="instaCash.overview.nextEmi" defaultMessage="Next EMI" />
                </Typography>
                <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
                  <Typography sx={{ fontSize: '1.5rem', fontWeight: 800 }}>
                    <Amount value={paise(next.amount_paise)} />
                  </Typography>
                  <Typography color="textSecondary">
                    <FormattedMessage
                      {...(next.days_to_due > 0 ? DUE.inDays : DUE.today)}
                      values={{ date: format.dayMonthYear(next.due_date), days: next.days_to_due }}
                    />
                  </Typography>
                </Box>
                <Typography variant="body2" color="textSecondary">
                  {next.emi_count > 1 ? (
                    <FormattedMessage
                      id="instaCash.overview.autoDebitTogether"
                      defaultMessage="{count} EMIs fall due together. Auto-debited from your bank account; keep the amount there the day before."
                      values={{ count: next.emi_count }}
                    />
                  ) : (
                    <FormattedMessage
                      id="instaCash.overview.autoDebit"
                      defaultMessage="Auto-debited from your bank account; keep the amount there the day before."
                    />
                  )}
                </Typography>
              </Card>
            )}
            <Card component="section" aria-labelledby="drawn-heading" sx={{ p: 2 }}>
              <Typography id="drawn-heading" variant="overline" component="h2" color="textSecondary">
                <FormattedMessage id="instaCash.overview.owe" defaultMessage="What you owe" />
              </Typography>
              <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, 1fr)', gap: 1.5, mt: 1 }}>
                <AmountFigure
                  label={
                    <FormattedMessage
                      id="instaCash.overview.principal"
                      defaultMessage="Principal outstanding"
                    />
                  }
                  value={line.outstanding_principal_paise}
                />
                <AmountFigure
                  label={
                    <FormattedMessage
                      id="instaCash.overview.closeToday"
                      defaultMessage="To close everything today"
                    />
                  }
                  value={line.foreclosure_amount_paise}
                />
              </Box>
              <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
                <FormattedMessage
                  id="instaCash.overview.closeHint"
                  defaultMessage="Closing today costs principal plus interest to date; there is no foreclosure charge."
                />
              </Typography>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.5 }}>
                {(
                  [
                    [
                      line.navlinks.pay_next_emi,
                      intl.formatMessage({
                        id: 'instaCash.overview.payNextEarly',
                        defaultMessage: 'Pay next EMI early',
                      }),
                      'NEXT_EMI',
                    ],
                    [
                      line.navlinks.prepay,
                      intl.formatMessage({ id: 'instaCash.overview.prepay', defaultMessage: 'Prepay' }),
                      'PREPAY',
                    ],
                    [
                      line.navlinks.foreclose,
                      intl.formatMessage({ id: 'instaCash.overview.foreclose', defaultMessage: 'Foreclose' }),
                      'FORECLOSE',
                    ],
                  ] as const
                ).map(([navlink, label, kind]) =>
                  navlink === null ? null : (
                    <NavlinkButton
                      key={kind}
                      navlink={navlink}
                      lending
                      variant="outlined"
                      onFollow={() => trackPaymentStep('insta-cash-repayment', 'started', { kind })}
                    >
                      {label}
                    </NavlinkButton>
                  ),
                )}
              </Box>
              <Button component={RouterLink} to="/insta-cash/withdrawals" sx={{ mt: 1, ml: -1 }}>
                <FormattedMessage
                  id="instaCash.overview.viewWithdrawals"
                  defaultMessage="{count, plural, one {# active withdrawal} other {# active withdrawals}} · View all"
                  values={{ count: line.active_withdrawals }}
                />
              </Button>
            </Card>
            <AutoPayCard />
            {line.active_withdrawals === 0 && line.outstanding_principal_paise === 0 && (
              <Alert severity="success">
                <FormattedMessage
                  id="instaCash.overview.lineClosed"
                  defaultMessage="Your line is closed: nothing is left to repay."
                />
              </Alert>
            )}
            <Suspense fallback={null}>
              {repay !== undefined && <RepayDialog kind={repay} onClose={closeRepay} />}
              {autopay && repay === undefined && <MandateDialog onClose={() => closeParam('autopay')} />}
            </Suspense>
          </Stack>
        );
      }}
    </LineGate>
  );
}

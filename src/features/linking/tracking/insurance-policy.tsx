import HealthAndSafetyOutlined from '@mui/icons-material/HealthAndSafetyOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useParams } from 'react-router-dom';

import { insurancePolicyQueryOptions } from '@/api/endpoints/wealth';
import { ApiError } from '@/api/errors';
import type { InsurancePolicyDetail, PremiumEntry } from '@/api/schemas/insurance';
import { Amount } from '@/components/amount/amount';
import { FactList } from '@/components/facts/fact-list';
import { QueryGate } from '@/components/feedback/query-gate';
import { LINKING_PAGE_NAMES } from '@/domain/aa/page-names';
import type { Paise } from '@/domain/money/paise';
import { usePageEvent } from '@/features/linking/journey/analytics';
import { LINKING_PATHS } from '@/features/linking/journey/navigation';
import { LinkingScreen } from '@/features/linking/ui/linking-screen';
import { EmptyState } from '@/features/linking/ui/screen-states';
import { useFormat } from '@/i18n/use-format';

import { PolicyStatusChip, policyFacts } from './policy-card';
import { policyWords } from './policy-words';

const GATE = defineMessages({
  error: { id: 'linking.policy.error', defaultMessage: 'This policy could not load' },
  loading: { id: 'linking.policy.loading', defaultMessage: 'Loading the policy' },
});

const NOT_TRACKED = defineMessages({
  title: { id: 'linking.policy.notTracked', defaultMessage: 'This policy is not tracked' },
  message: {
    id: 'linking.policy.notTrackedMessage',
    defaultMessage: 'It may have been unlinked. Your tracked policies are on the insurance list.',
  },
});

const PREMIUM_STATUS_TEXT = defineMessages({
  PAID: { id: 'linking.policy.premiumPaid', defaultMessage: 'Paid' },
  DUE: { id: 'linking.policy.premiumDue', defaultMessage: 'Due' },
  OVERDUE: { id: 'linking.policy.premiumOverdue', defaultMessage: 'Overdue' },
});

function PremiumRow({ premium }: { premium: PremiumEntry }) {
  const intl = useIntl();
  const format = useFormat();
  const status = intl.formatMessage(PREMIUM_STATUS_TEXT[premium.status]);
  const day = format.dayMonthYear(premium.due_date);
  return (
    <Box
      component="li"
      aria-label={intl.formatMessage(
        { id: 'linking.policy.premiumRow', defaultMessage: '{day}: {status}' },
        { day, status },
      )}
      sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 1.25, px: 2 }}
    >
      <Box sx={{ flex: 1 }}>
        <Typography>{day}</Typography>
        <Typography
          variant="body2"
          color={
            premium.status === 'OVERDUE'
              ? 'error.main'
              : premium.status === 'DUE'
                ? 'warning.dark'
                : 'text.secondary'
          }
        >
          {status}
        </Typography>
      </Box>
      <Amount value={premium.amount_paise as Paise} />
    </Box>
  );
}

function PolicyDetail({ detail }: { detail: InsurancePolicyDetail }) {
  const { policy } = detail;
  const intl = useIntl();
  const format = useFormat();
  return (
    <Stack spacing={3}>
      <Card sx={{ p: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }}>
          <Typography sx={{ flex: 1 }} color="textSecondary">
            <FormattedMessage
              id="linking.policy.coverType"
              defaultMessage="{type} · {cover, select, FAMILY {Family} other {Individual}} cover"
              values={{ type: policyWords(intl).type(policy.policy_type), cover: policy.cover_type }}
            />
          </Typography>
          <PolicyStatusChip status={policy.status} />
        </Box>
        <FactList
          label={intl.formatMessage({ id: 'linking.policy.terms', defaultMessage: 'Policy terms' })}
          facts={[
            [
              intl.formatMessage({ id: 'linking.policy.number', defaultMessage: 'Policy number' }),
              <span key="number" translate="no">
                {policy.policy_number_masked}
              </span>,
            ],
            [
              intl.formatMessage({ id: 'linking.policy.startedOn', defaultMessage: 'Started on' }),
              format.dayMonthYear(policy.start_date),
            ],
            ...policyFacts(policy, intl, format),
            [
              intl.formatMessage({ id: 'linking.policy.gracePeriod', defaultMessage: 'Grace period' }),
              intl.formatMessage(
                { id: 'linking.policy.graceDays', defaultMessage: '{days} days after a due date' },
                { days: detail.grace_days },
              ),
            ],
          ]}
        />
      </Card>
      <Box component="section" aria-labelledby="premium-history">
        <Box sx={{ display: 'flex', alignItems: 'baseline', mb: 1 }}>
          <Typography id="premium-history" variant="h3" component="h2" sx={{ flex: 1 }}>
            <FormattedMessage id="linking.policy.premiumHistory" defaultMessage="Premium history" />
          </Typography>
          <Typography variant="body2" color="textSecondary">
            <FormattedMessage
              id="linking.policy.paidSoFar"
              defaultMessage="Paid so far {amount}"
              values={{ amount: <Amount value={detail.total_paid_paise as Paise} /> }}
            />
          </Typography>
        </Box>
        <Card>
          <Stack
            component="ul"
            aria-label={intl.formatMessage({
              id: 'linking.policy.premiumsList',
              defaultMessage: 'Premiums, newest first',
            })}
            divider={<Divider flexItem component="li" aria-hidden />}
            sx={{ m: 0, p: 0, listStyle: 'none' }}
          >
            {detail.premiums.map((premium) => (
              <PremiumRow key={premium.due_date} premium={premium} />
            ))}
          </Stack>
        </Card>
      </Box>
    </Stack>
  );
}

/** A tracked policy's page (docs/linking.md#screens): its terms and its premiums, newest first. */
export function InsurancePolicyScreen() {
  const { policyId = '' } = useParams();
  const detail = useQuery(insurancePolicyQueryOptions(policyId));
  usePageEvent(LINKING_PAGE_NAMES.insuranceList);
  // A 404 is an answer, not a failure to retry: the policy is no longer tracked.
  const notTracked = detail.error instanceof ApiError && detail.error.statusCode === 404;
  const intl = useIntl();
  return (
    <LinkingScreen
      title={
        detail.data === undefined ? (
          intl.formatMessage({ id: 'linking.policy.yourPolicy', defaultMessage: 'Your policy' })
        ) : (
          <span translate="no">{detail.data.policy.policy_name}</span>
        )
      }
      {...(detail.data === undefined
        ? {}
        : { subtitle: <span translate="no">{detail.data.policy.insurer}</span> })}
    >
      {notTracked ? (
        <EmptyState
          icon={<HealthAndSafetyOutlined />}
          title={intl.formatMessage(NOT_TRACKED.title)}
          message={intl.formatMessage(NOT_TRACKED.message)}
          action={
            <Button component={RouterLink} to={LINKING_PATHS.insurance} variant="outlined">
              <FormattedMessage id="linking.policy.backToList" defaultMessage="Your insurance policies" />
            </Button>
          }
        />
      ) : (
        <QueryGate query={detail} messages={GATE} rows={4}>
          {(data) => <PolicyDetail detail={data} />}
        </QueryGate>
      )}
    </LinkingScreen>
  );
}

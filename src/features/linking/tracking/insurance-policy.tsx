import HealthAndSafetyOutlined from '@mui/icons-material/HealthAndSafetyOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useParams } from 'react-router-dom';

import { insurancePolicyQueryOptions } from '@/api/endpoints/wealth';
import { ApiError } from '@/api/errors';
import type { InsurancePolicyDetail, PremiumEntry } from '@/api/schemas/insurance';
import { Amount } from '@/components/amount/amount';
import { FactList } from '@/components/facts/fact-list';
import { ListSkeleton } from '@/components/feedback/list-skeleton';
import { LoadError } from '@/components/feedback/load-error';
import { LINKING_PAGE_NAMES } from '@/domain/aa/page-names';
import { dayMonthYearText } from '@/domain/dates/day-text';
import { policyTypeText } from '@/domain/insurance/policy-text';
import type { Paise } from '@/domain/money/paise';

import { usePageEvent } from '../journey/analytics';
import { LINKING_PATHS } from '../journey/navigation';
import { LinkingScreen } from '../ui/linking-screen';
import { EmptyState } from '../ui/screen-states';
import { PolicyStatusChip, policyFacts } from './policy-card';

const PREMIUM_STATUS_TEXT: Readonly<Record<PremiumEntry['status'], string>> = {
  PAID: 'Paid',
  DUE: 'Due',
  OVERDUE: 'Overdue',
};

function PremiumRow({ premium }: { premium: PremiumEntry }) {
  const status = PREMIUM_STATUS_TEXT[premium.status];
  return (
    <Box
      component="li"
      aria-label={`${dayMonthYearText(premium.due_date)}: ${status}`}
      sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 1.25, px: 2 }}
    >
      <Box sx={{ flex: 1 }}>
        <Typography>{dayMonthYearText(premium.due_date)}</Typography>
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
  return (
    <Stack spacing={3}>
      <Card sx={{ p: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }}>
          <Typography sx={{ flex: 1 }} color="text.secondary">
            {policyTypeText(policy.policy_type)} · {policy.cover_type === 'FAMILY' ? 'Family' : 'Individual'}{' '}
            cover
          </Typography>
          <PolicyStatusChip status={policy.status} />
        </Box>
        <FactList
          label="Policy terms"
          facts={[
            ['Policy number', policy.policy_number_masked],
            ['Started on', dayMonthYearText(policy.start_date)],
            ...policyFacts(policy),
            ['Grace period', `${detail.grace_days} days after a due date`],
          ]}
        />
      </Card>
      <Box component="section" aria-labelledby="premium-history">
        <Box sx={{ display: 'flex', alignItems: 'baseline', mb: 1 }}>
          <Typography id="premium-history" variant="h3" component="h2" sx={{ flex: 1 }}>
            Premium history
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Paid so far <Amount value={detail.total_paid_paise as Paise} />
          </Typography>
        </Box>
        <Card>
          <Stack
            component="ul"
            aria-label="Premiums, newest first"
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
  const notTracked = detail.error instanceof ApiError && detail.error.statusCode === 404;
  return (
    <LinkingScreen
      title={detail.data?.policy.policy_name ?? 'Your policy'}
      {...(detail.data === undefined ? {} : { subtitle: detail.data.policy.insurer })}
    >
      {detail.isPending && <ListSkeleton rows={4} label="Loading the policy" />}
      {notTracked && (
        <EmptyState
          icon={<HealthAndSafetyOutlined />}
          title="This policy is not tracked"
          message="It may have been unlinked. Your tracked policies are on the insurance list."
          action={
            <Button component={RouterLink} to={LINKING_PATHS.insurance} variant="outlined">
              Your insurance policies
            </Button>
          }
        />
      )}
      {detail.isError && !notTracked && (
        <LoadError what="this policy" error={detail.error} onRetry={() => void detail.refetch()} />
      )}
      {detail.data !== undefined && <PolicyDetail detail={detail.data} />}
    </LinkingScreen>
  );
}

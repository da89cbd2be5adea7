import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

import type { InsurancePolicy } from '@/api/schemas/insurance';
import { Amount } from '@/components/amount/amount';
import { FactList, type Fact } from '@/components/facts/fact-list';
import { dayMonthYearText } from '@/domain/dates/day-text';
import type { PolicyStatus } from '@/domain/insurance/policy-terms';
import {
  coverLabel,
  endDateLabel,
  nomineeText,
  policyStatusText,
  policyTypeText,
  premiumFrequencyText,
} from '@/domain/insurance/policy-text';
import type { Paise } from '@/domain/money/paise';

import { LINKING_PATHS } from '../journey/navigation';

const STATUS_COLOR: Readonly<Record<PolicyStatus, 'success' | 'warning' | 'error' | 'default'>> = {
  ACTIVE: 'success',
  GRACE_PERIOD: 'warning',
  LAPSED: 'error',
  EXPIRED: 'default',
};

export function PolicyStatusChip({ status }: { status: PolicyStatus }) {
  return (
    <Chip size="small" variant="outlined" color={STATUS_COLOR[status]} label={policyStatusText(status)} />
  );
}

/** The terms every policy shows, on its card and its page. */
export function policyFacts(policy: InsurancePolicy): Fact[] {
  return [
    [coverLabel(policy.end_kind), <Amount key="cover" value={policy.sum_assured_paise as Paise} />],
    [
      'Premium',
      <span key="premium">
        <Amount value={policy.premium_paise as Paise} /> {premiumFrequencyText(policy.premium_frequency)}
      </span>,
    ],
    [
      'Next premium',
      policy.next_premium_due === null ? 'None left to pay' : dayMonthYearText(policy.next_premium_due),
    ],
    [endDateLabel(policy.end_kind), dayMonthYearText(policy.expiry_date)],
    ['Nominees', nomineeText(policy.nominee_count)],
  ];
}

/** One tracked policy: insurer, type, status and its terms; opens the policy's page. */
export function PolicyCard({ policy }: { policy: InsurancePolicy }) {
  const title = `${policy.policy_name}, ${policy.insurer}`;
  return (
    <Card component="article" aria-label={title}>
      <CardActionArea
        component={RouterLink}
        to={`${LINKING_PATHS.insurancePolicy}/${encodeURIComponent(policy.policy_id)}`}
        aria-label={`${policy.policy_name}: premium history`}
        sx={{ p: 2 }}
      >
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, mb: 1.5 }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography component="h2" sx={{ fontWeight: 600 }}>
              {policy.policy_name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {policy.insurer} · {policyTypeText(policy.policy_type)} · {policy.policy_number_masked}
            </Typography>
          </Box>
          <PolicyStatusChip status={policy.status} />
        </Box>
        <FactList facts={policyFacts(policy)} label={`${policy.policy_name} terms`} />
      </CardActionArea>
    </Card>
  );
}

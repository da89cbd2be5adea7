import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';

import type { InsurancePolicy } from '@/api/schemas/insurance';
import { visuallyHidden } from '@/components/a11y/visually-hidden';
import { Amount } from '@/components/amount/amount';
import { FactList, type Fact } from '@/components/facts/fact-list';
import type { PolicyStatus } from '@/domain/insurance/policy-terms';
import type { Paise } from '@/domain/money/paise';
import { LINKING_PATHS } from '@/features/linking/journey/navigation';
import { dataTag } from '@/features/linking/ui/data-tag';
import { HiddenLabel } from '@/features/linking/ui/hidden-label';
import type { Format } from '@/i18n/use-format';
import { useFormat } from '@/i18n/use-format';

import { policyWords } from './policy-words';

const STATUS_COLOR: Readonly<Record<PolicyStatus, 'success' | 'warning' | 'error' | 'default'>> = {
  ACTIVE: 'success',
  GRACE_PERIOD: 'warning',
  LAPSED: 'error',
  EXPIRED: 'default',
};

export function PolicyStatusChip({ status }: { status: PolicyStatus }) {
  const intl = useIntl();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={STATUS_COLOR[status]}
      label={policyWords(intl).status(status)}
    />
  );
}

/** The terms every policy shows, on its card and its page. */
export function policyFacts(policy: InsurancePolicy, intl: IntlShape, format: Format): Fact[] {
  const words = policyWords(intl);
  return [
    [words.cover(policy.end_kind), <Amount key="cover" value={policy.sum_assured_paise as Paise} />],
    [
      intl.formatMessage({ id: 'linking.policy.premium', defaultMessage: 'Premium' }),
      <span key="premium">
        <Amount value={policy.premium_paise as Paise} /> {words.frequency(policy.premium_frequency)}
      </span>,
    ],
    [
      intl.formatMessage({ id: 'linking.policy.nextPremium', defaultMessage: 'Next premium' }),
      policy.next_premium_due === null
        ? intl.formatMessage({ id: 'linking.policy.noneLeft', defaultMessage: 'None left to pay' })
        : format.dayMonthYear(policy.next_premium_due),
    ],
    [words.endDate(policy.end_kind), format.dayMonthYear(policy.expiry_date)],
    [
      intl.formatMessage({ id: 'linking.policy.nomineesLabel', defaultMessage: 'Nominees' }),
      words.nominees(policy.nominee_count),
    ],
  ];
}

/** One tracked policy: insurer, type, status and its terms; opens the policy's page. */
export function PolicyCard({ policy }: { policy: InsurancePolicy }) {
  const intl = useIntl();
  const format = useFormat();
  const titleId = useId();
  const nameAndInsurer = `${policy.policy_name}, ${policy.insurer}`;
  return (
    <Card component="article" aria-labelledby={titleId}>
      <Box component="span" id={titleId} sx={visuallyHidden} translate="no">
        {nameAndInsurer}
      </Box>
      <CardActionArea
        component={RouterLink}
        to={`${LINKING_PATHS.insurancePolicy}/${encodeURIComponent(policy.policy_id)}`}
        aria-labelledby={`${titleId}-link`}
        sx={{ p: 2 }}
      >
        <HiddenLabel id={`${titleId}-link`}>
          <FormattedMessage
            id="linking.policy.historyLink"
            defaultMessage="<data>{policy}</data>: premium history"
            values={{ policy: policy.policy_name, data: dataTag }}
          />
        </HiddenLabel>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, mb: 1.5 }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography component="h2" sx={{ fontWeight: 600 }} translate="no">
              {policy.policy_name}
            </Typography>
            <Typography variant="body2" color="textSecondary">
              <FormattedMessage
                id="linking.policy.cardLine"
                defaultMessage="<data>{insurer}</data> · {type} · <data>{number}</data>"
                values={{
                  insurer: policy.insurer,
                  type: policyWords(intl).type(policy.policy_type),
                  number: policy.policy_number_masked,
                  data: dataTag,
                }}
              />
            </Typography>
          </Box>
          <PolicyStatusChip status={policy.status} />
        </Box>
        <FactList
          facts={policyFacts(policy, intl, format)}
          label={intl.formatMessage(
            { id: 'linking.policy.termsOf', defaultMessage: '{policy} terms' },
            { policy: policy.policy_name },
          )}
        />
      </CardActionArea>
    </Card>
  );
}

import HealthAndSafetyOutlined from '@mui/icons-material/HealthAndSafetyOutlined';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';

import { linkedAccountsQueryOptions } from '@/api/endpoints/tracking';
import { insurancePoliciesQueryOptions } from '@/api/endpoints/wealth';
import type { AaLinkedAccounts } from '@/api/schemas/tracking';
import { QueryGate } from '@/components/feedback/query-gate';
import { TabBar } from '@/components/navigation/tab-bar';
import { useRememberedTab } from '@/components/navigation/use-remembered-tab';
import { LINKING_PAGE_NAMES } from '@/domain/aa/page-names';
import { INSURANCE_TAB_SCREEN } from '@/features/linking/journey/after-linking';
import { usePageEvent } from '@/features/linking/journey/analytics';
import { LINKING_PATHS } from '@/features/linking/journey/navigation';
import { useEntry } from '@/features/linking/journey/use-entry';
import { MainAction } from '@/features/linking/ui/action-buttons';
import { LinkingScreen } from '@/features/linking/ui/linking-screen';
import { EmptyState } from '@/features/linking/ui/screen-states';

import { INSURANCE_TAB_LABELS, INSURANCE_TABS } from './insurance-tabs';
import { PolicyCard } from './policy-card';
import { TrackedAccounts } from './tracked-accounts';

const GATE = defineMessages({
  error: { id: 'linking.insurance.error', defaultMessage: 'Your policies could not load' },
  loading: { id: 'linking.insurance.loading', defaultMessage: 'Loading your policies' },
});

/** The linked accounts that are insurance policies. */
const policyAccounts = (data: AaLinkedAccounts) =>
  data.accounts.filter((account) => account.acc_type === 'INSURANCE_POLICIES');

/**
 * "Insurance list" (docs/linking.md#screens): the policies linked through the account aggregator,
 * each with its terms (Policies), and the linked policy accounts with "Stop tracking" (Linked
 * accounts). The tab is kept on the device: the insurance refresh action names it.
 */
export function InsuranceListScreen() {
  const { go } = useEntry();
  const [tab, setTab] = useRememberedTab(INSURANCE_TAB_SCREEN, INSURANCE_TABS);
  const policies = useQuery(insurancePoliciesQueryOptions());
  const linked = useQuery(linkedAccountsQueryOptions({ service: 'acc-agg', acc_type: 'ALL' }));
  usePageEvent(LINKING_PAGE_NAMES.insuranceList);
  const accounts = linked.data === undefined ? [] : policyAccounts(linked.data);
  const described = new Set(policies.data?.policies.map((p) => p.account_id));
  const withoutDetails = accounts.filter((a) => !described.has(a.account_id)).length;
  const intl = useIntl();
  const empty = {
    icon: <HealthAndSafetyOutlined />,
    title: intl.formatMessage({ id: 'linking.insurance.emptyTitle', defaultMessage: 'No policy linked yet' }),
    message: intl.formatMessage({
      id: 'linking.insurance.emptyMessage',
      defaultMessage: 'Link your life and health policies to see their cover and renewal dates here.',
    }),
  };

  return (
    <LinkingScreen
      title={intl.formatMessage({ id: 'linking.insurance.title', defaultMessage: 'Your insurance policies' })}
      subtitle={intl.formatMessage({
        id: 'linking.insurance.subtitle',
        defaultMessage: 'Cover, premiums and renewals of every linked policy.',
      })}
      footer={
        <MainAction onClick={() => go(LINKING_PATHS.intro, { flow_type: 'insurance' })}>
          <FormattedMessage id="linking.insurance.link" defaultMessage="Link insurance policies" />
        </MainAction>
      }
    >
      {tab !== null && (
        <>
          <TabBar
            label={intl.formatMessage({
              id: 'linking.insurance.views',
              defaultMessage: 'Insurance views',
            })}
            value={tab}
            onChange={setTab}
            tabs={INSURANCE_TABS.map((id) => ({
              value: id,
              label: intl.formatMessage(INSURANCE_TAB_LABELS[id]),
              id: `insurance-tab-${id}`,
              controls: 'insurance-panel',
            }))}
            gutterBottom
          />
          <Box role="tabpanel" id="insurance-panel" aria-labelledby={`insurance-tab-${tab}`}>
            {tab === 'policies' && (
              <QueryGate
                query={policies}
                messages={GATE}
                rows={2}
                // A policy linked but not yet described by its insurer is not "nothing linked".
                isEmpty={(data) => data.policies.length === 0 && withoutDetails === 0}
                empty={<EmptyState {...empty} />}
              >
                {(data) => (
                  <>
                    {data.policies.length > 0 && (
                      <Stack spacing={2}>
                        {data.policies.map((policy) => (
                          <PolicyCard key={policy.policy_id} policy={policy} />
                        ))}
                      </Stack>
                    )}
                    {withoutDetails > 0 && (
                      <Typography variant="body2" color="textSecondary" sx={{ mt: 2 }}>
                        <FormattedMessage
                          id="linking.insurance.withoutDetails"
                          defaultMessage="{count, plural, =1 {One linked policy has} other {# linked policies have}} no details from the insurer yet: they appear here after its next update."
                          values={{ count: withoutDetails }}
                        />
                      </Typography>
                    )}
                  </>
                )}
              </QueryGate>
            )}
            {tab === 'accounts' && (
              <TrackedAccounts
                query={linked}
                pick={policyAccounts}
                rows={2}
                empty={<EmptyState {...empty} />}
                pageName={LINKING_PAGE_NAMES.insuranceList}
              />
            )}
          </Box>
        </>
      )}
    </LinkingScreen>
  );
}

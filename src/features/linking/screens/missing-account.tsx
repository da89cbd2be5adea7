import PersonSearchOutlined from '@mui/icons-material/PersonSearchOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { defineMessages, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';

import { missingAccountQueryOptions } from '@/api/endpoints/aggregator-onboarding';
import { QueryGate } from '@/components/feedback/query-gate';
import { LINKING_PAGE_NAMES } from '@/domain/aa/page-names';
import { useClickEvent, usePageEvent } from '@/features/linking/journey/analytics';
import { LINKING_PATHS } from '@/features/linking/journey/navigation';
import { useEntry } from '@/features/linking/journey/use-entry';
import { MainAction } from '@/features/linking/ui/action-buttons';
import { LinkingScreen } from '@/features/linking/ui/linking-screen';
import { EmptyState } from '@/features/linking/ui/screen-states';
import { StepNumber } from '@/features/linking/ui/step-number';

/** The screen's own words: the gate's, and the empty state's when no reason is given. */
const WORDS = defineMessages({
  error: { id: 'linking.missing.error', defaultMessage: 'The details could not load' },
  loading: { id: 'linking.missing.loading', defaultMessage: 'Loading' },
  emptyTitle: { id: 'linking.missing.emptyTitle', defaultMessage: 'No accounts found' },
  emptyMessage: {
    id: 'linking.missing.emptyMessage',
    defaultMessage: 'Try another bank or another mobile number.',
  },
});

/**
 * "No linked accounts" (docs/linking.md#screens): nothing was found, why that happens, and what the customer
 * can do.
 */
export function MissingAccountScreen() {
  const [params] = useSearchParams();
  const handle = params.get('consent_handle');
  const { go, carry } = useEntry();
  const screen = useQuery(missingAccountQueryOptions(handle));
  usePageEvent(LINKING_PAGE_NAMES.noLinkedAccounts);
  const click = useClickEvent(LINKING_PAGE_NAMES.noLinkedAccounts);
  const data = screen.data;
  const intl = useIntl();

  return (
    <LinkingScreen
      title={
        data?.title ??
        intl.formatMessage({ id: 'linking.missing.title', defaultMessage: 'We couldn’t find your accounts' })
      }
      subtitle={
        data === undefined
          ? undefined
          : data.mobile_masked === null
            ? data.description
            : intl.formatMessage(
                {
                  id: 'linking.missing.searchedOn',
                  defaultMessage: 'We searched on {mobile}. {description}',
                },
                { mobile: data.mobile_masked, description: data.description },
              )
      }
      exitable
      footer={
        data !== undefined && (
          <MainAction
            onClick={() => {
              click('link_another_clicked');
              go(LINKING_PATHS.bankList, carry);
            }}
          >
            {data.cta.label}
          </MainAction>
        )
      }
    >
      <QueryGate
        query={screen}
        messages={WORDS}
        rows={3}
        isEmpty={(found) => found.reasons.length === 0}
        empty={
          <EmptyState
            icon={<PersonSearchOutlined />}
            title={intl.formatMessage(WORDS.emptyTitle)}
            message={intl.formatMessage(WORDS.emptyMessage)}
          />
        }
      >
        {({ reasons }) => (
          <Stack spacing={1.5}>
            {reasons.map((reason, index) => (
              <Card key={reason.id} component="section" aria-labelledby={`reason-${reason.id}`} sx={{ p: 2 }}>
                <Box sx={{ display: 'flex', gap: 1.5 }}>
                  <StepNumber n={index + 1} tone="muted" />
                  <Box sx={{ flex: 1 }}>
                    <Typography id={`reason-${reason.id}`} variant="h3" component="h2" gutterBottom>
                      {reason.title}
                    </Typography>
                    <Typography variant="body2" color="textSecondary">
                      {reason.description}
                    </Typography>
                    {reason.action !== null && (
                      <Button
                        variant="outlined"
                        size="small"
                        sx={{ mt: 1.5 }}
                        onClick={() => {
                          click('reason_action_clicked', { reason: reason.id });
                          go(reason.action!.navlink);
                        }}
                      >
                        {reason.action.label}
                      </Button>
                    )}
                  </Box>
                </Box>
              </Card>
            ))}
          </Stack>
        )}
      </QueryGate>
    </LinkingScreen>
  );
}

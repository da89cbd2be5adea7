import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';

import { salesPageQueryOptions } from '@/api/endpoints/aggregator-onboarding';
import { InlineError } from '@/components/feedback/inline-error';
import { ListSkeleton } from '@/components/feedback/list-skeleton';
import { LINKING_PAGE_NAMES } from '@/domain/aa/page-names';
import { useClickEvent, usePageEvent } from '@/features/linking/journey/analytics';
import { LINKING_PATHS } from '@/features/linking/journey/navigation';
import { useEntry } from '@/features/linking/journey/use-entry';
import { MainAction } from '@/features/linking/ui/action-buttons';
import { dataTag } from '@/features/linking/ui/data-tag';
import { LinkingScreen } from '@/features/linking/ui/linking-screen';
import { StepNumber } from '@/features/linking/ui/step-number';
import { TitledText } from '@/features/linking/ui/titled-text';

/** Between two sentences of one paragraph. */
const SPACE = ' ';

/** The tutorial (docs/linking.md#screens): the four steps of linking, and what an account aggregator is. */
export function TutorialScreen() {
  const { go, carry } = useEntry();
  const sales = useQuery(salesPageQueryOptions());
  usePageEvent(LINKING_PAGE_NAMES.tutorial);
  const click = useClickEvent(LINKING_PAGE_NAMES.tutorial);
  const intl = useIntl();
  const partner = sales.data?.aa_partners[0]?.name ?? 'Finvu';
  const values = { partner, data: dataTag };
  const steps = [
    {
      key: 'pick',
      title: intl.formatMessage({ id: 'linking.tutorial.pickTitle', defaultMessage: 'Pick your banks' }),
      text: intl.formatMessage({
        id: 'linking.tutorial.pickText',
        defaultMessage: 'Choose the banks, depositories or insurers where you hold accounts.',
      }),
    },
    {
      key: 'verify',
      title: intl.formatMessage(
        { id: 'linking.tutorial.verifyTitle', defaultMessage: 'Verify with <data>{partner}</data>' },
        values,
      ),
      text: intl.formatMessage(
        {
          id: 'linking.tutorial.verifyText',
          defaultMessage:
            '<data>{partner}</data>, an RBI-regulated account aggregator, sends an OTP to your mobile.',
        },
        values,
      ),
    },
    {
      key: 'confirm',
      title: intl.formatMessage({
        id: 'linking.tutorial.confirmTitle',
        defaultMessage: 'Confirm with your bank',
      }),
      text: intl.formatMessage({
        id: 'linking.tutorial.confirmText',
        defaultMessage: 'Your bank sends its own OTP to link the accounts you choose.',
      }),
    },
    {
      key: 'approve',
      title: intl.formatMessage({
        id: 'linking.tutorial.approveTitle',
        defaultMessage: 'Approve the consent',
      }),
      text: intl.formatMessage({
        id: 'linking.tutorial.approveText',
        defaultMessage: 'See exactly what is shared and for how long. Revoke any time.',
      }),
    },
  ];
  return (
    <LinkingScreen
      title={intl.formatMessage({ id: 'linking.tutorial.title', defaultMessage: 'How linking works' })}
      subtitle={intl.formatMessage({
        id: 'linking.tutorial.subtitle',
        defaultMessage: 'About a minute, two OTPs, and nothing leaves your bank without your consent.',
      })}
      footer={
        <MainAction
          onClick={() => {
            click('tutorial_continue_clicked');
            go(LINKING_PATHS.bankList, carry);
          }}
        >
          <FormattedMessage id="linking.tutorial.start" defaultMessage="Start linking" />
        </MainAction>
      }
    >
      <Stack spacing={1.5}>
        {steps.map((step, index) => (
          <Card key={step.key} sx={{ p: 2, display: 'flex', gap: 1.5 }}>
            <StepNumber n={index + 1} tone="strong" />
            <TitledText title={step.title} text={step.text} />
          </Card>
        ))}
      </Stack>
      <Box component="section" aria-labelledby="aa-what" sx={{ mt: 3 }}>
        <Typography id="aa-what" variant="h3" component="h2" gutterBottom>
          <FormattedMessage id="linking.tutorial.aaTitle" defaultMessage="What is an account aggregator?" />
        </Typography>
        {sales.isPending && (
          <ListSkeleton
            rows={1}
            label={intl.formatMessage({ id: 'linking.tutorial.loading', defaultMessage: 'Loading' })}
          />
        )}
        {sales.isError && (
          <InlineError
            message={intl.formatMessage({
              id: 'linking.tutorial.loadError',
              defaultMessage: 'Some details could not load.',
            })}
            onRetry={() => void sales.refetch()}
          />
        )}
        <Typography variant="body2" color="textSecondary">
          <FormattedMessage
            id="linking.tutorial.aaText"
            defaultMessage="A licensed, RBI-regulated go-between that moves your financial data from your bank to Kosh only with your consent. It cannot read the data itself, and Kosh can never move your money."
          />
          {sales.data !== undefined && SPACE}
          {sales.data !== undefined && (
            <FormattedMessage
              id="linking.tutorial.supported"
              defaultMessage="{count} institutions are supported today."
              values={{ count: sales.data.supported_fip_count }}
            />
          )}
        </Typography>
      </Box>
    </LinkingScreen>
  );
}

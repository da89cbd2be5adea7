import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';

import { salesPageQueryOptions } from '@/api/endpoints/aggregator-onboarding';
import { InlineError } from '@/components/feedback/inline-error';
import { ListSkeleton } from '@/components/feedback/list-skeleton';
import { LINKING_PAGE_NAMES } from '@/domain/aa/page-names';

import { useClickEvent, usePageEvent } from '../journey/analytics';
import { LINKING_PATHS } from '../journey/navigation';
import { useEntry } from '../journey/use-entry';
import { LinkingScreen } from '../ui/linking-screen';

/** The tutorial (docs/linking.md#screens): the four steps of linking, and what an account aggregator is. */
export function TutorialScreen() {
  const { go, carry } = useEntry();
  const sales = useQuery(salesPageQueryOptions());
  usePageEvent(LINKING_PAGE_NAMES.tutorial);
  const click = useClickEvent(LINKING_PAGE_NAMES.tutorial);
  const partner = sales.data?.aa_partners[0]?.name ?? 'Finvu';
  const steps = [
    { title: 'Pick your banks', text: 'Choose the banks, depositories or insurers where you hold accounts.' },
    {
      title: `Verify with ${partner}`,
      text: `${partner}, an RBI-regulated account aggregator, sends an OTP to your mobile.`,
    },
    { title: 'Confirm with your bank', text: 'Your bank sends its own OTP to link the accounts you choose.' },
    { title: 'Approve the consent', text: 'See exactly what is shared and for how long. Revoke any time.' },
  ];
  return (
    <LinkingScreen
      title="How linking works"
      subtitle="About a minute, two OTPs, and nothing leaves your bank without your consent."
      footer={
        <Button
          variant="contained"
          size="large"
          onClick={() => {
            click('tutorial_continue_clicked');
            go(LINKING_PATHS.bankList, carry);
          }}
        >
          Start linking
        </Button>
      }
    >
      <Stack spacing={1.5}>
        {steps.map((step, index) => (
          <Card key={step.title} sx={{ p: 2, display: 'flex', gap: 1.5 }}>
            <Box
              aria-hidden
              sx={{
                width: 32,
                height: 32,
                borderRadius: '50%',
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
                display: 'grid',
                placeItems: 'center',
                fontWeight: 700,
                flexShrink: 0,
              }}
            >
              {index + 1}
            </Box>
            <Box>
              <Typography variant="h3" component="h2">
                {step.title}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {step.text}
              </Typography>
            </Box>
          </Card>
        ))}
      </Stack>
      <Box component="section" aria-labelledby="aa-what" sx={{ mt: 3 }}>
        <Typography id="aa-what" variant="h3" component="h2" gutterBottom>
          What is an account aggregator?
        </Typography>
        {sales.isPending && <ListSkeleton rows={1} label="Loading" />}
        {sales.isError && (
          <InlineError message="Some details could not load." onRetry={() => void sales.refetch()} />
        )}
        <Typography variant="body2" color="text.secondary">
          A licensed, RBI-regulated go-between that moves your financial data from your bank to Kosh only with
          your consent. It cannot read the data itself, and Kosh can never move your money.
          {sales.data !== undefined && ` ${sales.data.supported_fip_count} institutions are supported today.`}
        </Typography>
      </Box>
    </LinkingScreen>
  );
}

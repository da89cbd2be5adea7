import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import PlayCircleOutline from '@mui/icons-material/PlayCircleOutlined';
import ShowChart from '@mui/icons-material/ShowChart';
import VerifiedUserOutlined from '@mui/icons-material/VerifiedUserOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { defineMessages, FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';

import { salesPageQueryOptions } from '@/api/endpoints/aggregator-onboarding';
import { onboardingCacheQueryOptions } from '@/api/endpoints/tracking';
import { QueryGate } from '@/components/feedback/query-gate';
import type { FlowType } from '@/domain/aa/flow-type';
import { LINKING_PAGE_NAMES } from '@/domain/aa/page-names';
import { useClickEvent, usePageEvent } from '@/features/linking/journey/analytics';
import { LINKING_PATHS } from '@/features/linking/journey/navigation';
import { resumeTarget } from '@/features/linking/journey/resume';
import { useEntry } from '@/features/linking/journey/use-entry';
import { useJourney } from '@/features/linking/journey/use-journey';
import { MainAction } from '@/features/linking/ui/action-buttons';
import { dataTag } from '@/features/linking/ui/data-tag';
import { LinkingScreen } from '@/features/linking/ui/linking-screen';
import { TitledText } from '@/features/linking/ui/titled-text';

const GATE = defineMessages({
  error: { id: 'linking.intro.benefitsError', defaultMessage: 'The benefits could not load' },
  loading: { id: 'linking.intro.loadingBenefits', defaultMessage: 'Loading benefits' },
});

const FLOW_PITCH: Readonly<Record<FlowType, { title: MessageDescriptor; line: MessageDescriptor }>> = {
  savings: defineMessages({
    title: { id: 'linking.intro.savingsTitle', defaultMessage: 'Track all your bank accounts' },
    line: {
      id: 'linking.intro.savingsLine',
      defaultMessage: 'Balances, spends and money in/out from every bank, in one place.',
    },
  }),
  equity: defineMessages({
    title: { id: 'linking.intro.equityTitle', defaultMessage: 'Track all your stocks' },
    line: {
      id: 'linking.intro.equityLine',
      defaultMessage: 'Holdings from every broker through your CDSL and NSDL demat accounts.',
    },
  }),
  insurance: defineMessages({
    title: { id: 'linking.intro.insuranceTitle', defaultMessage: 'Track your insurance policies' },
    line: {
      id: 'linking.intro.insuranceLine',
      defaultMessage: 'Cover, premiums and renewal dates of every policy.',
    },
  }),
  us_stocks: defineMessages({
    title: { id: 'linking.intro.usStocksTitle', defaultMessage: 'Verify your income for US stocks' },
    line: { id: 'linking.intro.usStocksLine', defaultMessage: 'Link the bank account your salary comes to.' },
  }),
  fno: defineMessages({
    title: { id: 'linking.intro.fnoTitle', defaultMessage: 'Activate F&O trading' },
    line: {
      id: 'linking.intro.fnoLine',
      defaultMessage: 'Link your demat or bank account to show your income proof.',
    },
  }),
  credit_cards: defineMessages({
    title: { id: 'linking.intro.cardsTitle', defaultMessage: 'Track your credit cards' },
    line: {
      id: 'linking.intro.cardsLine',
      defaultMessage: 'Statements, spends and bill due dates of every card, in one place.',
    },
  }),
  mutual_funds: defineMessages({
    title: { id: 'linking.intro.fundsTitle', defaultMessage: 'Track your mutual funds' },
    line: {
      id: 'linking.intro.fundsLine',
      defaultMessage: 'Value, gains and SIPs of every folio at CAMS and KFintech.',
    },
  }),
};

const BENEFIT_ICONS: Record<string, typeof InsightsOutlined> = {
  spending: InsightsOutlined,
  portfolio: ShowChart,
  secure: LockOutlined,
};

/**
 * The intro (docs/linking.md#screens, "intro"): why link, who the partner is, how it works, and the way in.
 */
export function IntroScreen() {
  const { entry, go, carry } = useEntry();
  const sales = useQuery(salesPageQueryOptions());
  const cache = useQuery(onboardingCacheQueryOptions());
  const journey = useJourney();
  usePageEvent(LINKING_PAGE_NAMES.intro);
  const click = useClickEvent(LINKING_PAGE_NAMES.intro);
  const intl = useIntl();

  // `?revokeConsentId=` is a request to stop tracking: straight to the tracked accounts.
  useEffect(() => {
    if (entry.revokeConsentId !== null) {
      go(LINKING_PATHS.bankTracking, { revokeConsentId: entry.revokeConsentId }, { replace: true });
    }
  }, [entry.revokeConsentId, go]);

  const pitch = FLOW_PITCH[entry.flow];
  const resume = resumeTarget(journey ?? null, cache.data ?? null);
  const start = () => {
    click('get_started_clicked');
    go(LINKING_PATHS.bankList, carry);
  };

  return (
    <LinkingScreen
      title={intl.formatMessage(pitch.title)}
      subtitle={intl.formatMessage(pitch.line)}
      footer={
        <MainAction onClick={start} disabled={sales.isPending}>
          {sales.data?.cta.label ?? (
            <FormattedMessage id="linking.intro.getStarted" defaultMessage="Get started" />
          )}
        </MainAction>
      }
    >
      {resume !== null && (
        <Alert
          severity="info"
          sx={{ mb: 2 }}
          action={
            <Button
              color="inherit"
              size="small"
              onClick={() => {
                click('resume_clicked');
                go(resume.path, resume.params);
              }}
            >
              <FormattedMessage id="linking.intro.continue" defaultMessage="Continue" />
            </Button>
          }
        >
          {intl.formatMessage(resume.label, { ...resume.label.values, data: dataTag })}
        </Alert>
      )}
      <QueryGate query={sales} messages={GATE} rows={3}>
        {(data) => (
          <Stack spacing={2}>
            <Card sx={{ p: 2 }}>
              <Stack spacing={2}>
                {data.benefits.map((benefit) => {
                  const Icon = BENEFIT_ICONS[benefit.id] ?? VerifiedUserOutlined;
                  return (
                    <Box key={benefit.id} sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
                      <Box
                        sx={{
                          p: 1,
                          borderRadius: 2,
                          bgcolor: 'action.hover',
                          color: 'primary.main',
                          display: 'flex',
                        }}
                      >
                        <Icon aria-hidden />
                      </Box>
                      <TitledText title={benefit.title} text={benefit.description} />
                    </Box>
                  );
                })}
              </Stack>
            </Card>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary' }}>
              <VerifiedUserOutlined fontSize="small" aria-hidden />
              <Typography variant="body2">
                <FormattedMessage
                  id="linking.intro.supported"
                  defaultMessage="{count} banks, depositories and insurers · via RBI-regulated <data>{partners}</data>"
                  values={{
                    count: data.supported_fip_count,
                    partners: data.aa_partners.map((partner) => partner.name).join(', '),
                    data: dataTag,
                  }}
                />
              </Typography>
            </Box>
            <Button
              variant="text"
              startIcon={<PlayCircleOutline />}
              sx={{ alignSelf: 'flex-start' }}
              onClick={() => {
                click('how_it_works_clicked');
                go(LINKING_PATHS.tutorial, carry);
              }}
            >
              <FormattedMessage id="linking.intro.howItWorks" defaultMessage="How does linking work?" />
            </Button>
            <Typography variant="caption" color="textSecondary">
              {data.disclaimer}
            </Typography>
          </Stack>
        )}
      </QueryGate>
    </LinkingScreen>
  );
}

import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';

import { BankAvatar } from '@/components/bank-avatar/bank-avatar';
import { lastFourDigits } from '@/domain/aa/discovered-accounts';
import { LINKING_PAGE_NAMES } from '@/domain/aa/page-names';
import { useClickEvent, usePageEvent } from '@/features/linking/journey/analytics';
import { consentTerms } from '@/features/linking/journey/consent-terms';
import { LINKING_PATHS } from '@/features/linking/journey/navigation';
import { useEntry } from '@/features/linking/journey/use-entry';
import { useJourney } from '@/features/linking/journey/use-journey';
import { MainAction, OtherAction } from '@/features/linking/ui/action-buttons';
import { dataTag } from '@/features/linking/ui/data-tag';
import { LinkingScreen } from '@/features/linking/ui/linking-screen';
import { EmptyState } from '@/features/linking/ui/screen-states';
import { SectionLabel } from '@/features/linking/ui/section-label';
import { TitledText } from '@/features/linking/ui/titled-text';
import { useSheet } from '@/features/linking/ui/use-sheet';
import { useAccountsToBeTracked } from '@/storage/hooks/use-linking';

import { ConsentDenialSheet } from './consent-denial-sheet';
import { ConsentDetailsSheet } from './consent-details-sheet';
import { JourneyEnded } from './journey-ended';
import { JourneyLoading } from './journey-loading';

const WORDS = defineMessages({
  loading: { id: 'linking.consent.loading', defaultMessage: 'Loading the consent' },
  emptyTitle: { id: 'linking.consent.emptyTitle', defaultMessage: 'No account linked yet' },
  emptyMessage: { id: 'linking.consent.emptyMessage', defaultMessage: 'Link an account before you approve.' },
});

/**
 * The consent (docs/linking.md#screens, "consent"): what Kosh will read, why and for how long, in plain
 * words.
 */
export function ConsentScreen() {
  const [params] = useSearchParams();
  const handle = params.get('consent_handle') ?? '';
  const journey = useJourney();
  const linked = useAccountsToBeTracked();
  const { go } = useEntry();
  const details = useSheet('consent-details');
  const denial = useSheet('consent-denial');
  usePageEvent(LINKING_PAGE_NAMES.consent);
  const click = useClickEvent(LINKING_PAGE_NAMES.consent);
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'linking.consent.title', defaultMessage: 'Approve your consent' });

  if (journey === undefined) {
    return <JourneyLoading title={title} rows={3} label={WORDS.loading} />;
  }
  if (journey === null || journey.handle_id !== handle) return <JourneyEnded />;
  const terms = consentTerms(journey.flow);
  const accounts = linked.filter(
    (account) => account.consent_handle === handle || account.consent_handle === undefined,
  );

  const approve = () => {
    click('consent_approved');
    go(LINKING_PATHS.finalStatus, { consent_handle: handle, consent_status: 'ACCEPT' }, { replace: true });
  };

  return (
    <LinkingScreen
      title={title}
      subtitle={
        journey.is_equity_onboarding ? (
          <FormattedMessage
            id="linking.consent.equitySubtitle"
            defaultMessage="Equity onboarding: Kosh reads your holdings at <data>{institutions}</data>. It can never place orders or move money."
            values={{ institutions: journey.bank_names.join(' and '), data: dataTag }}
          />
        ) : (
          <FormattedMessage
            id="linking.consent.subtitle"
            defaultMessage="Kosh can only read this data. It can never move money or make changes."
          />
        )
      }
      step={{ current: 4, total: 4 }}
      exitable
      footer={
        <>
          <MainAction onClick={approve}>
            <FormattedMessage id="linking.consent.approve" defaultMessage="Approve" />
          </MainAction>
          <OtherAction
            aria-haspopup="dialog"
            onClick={() => {
              click('consent_deny_clicked');
              denial.show();
            }}
          >
            <FormattedMessage id="linking.consent.deny" defaultMessage="Deny" />
          </OtherAction>
        </>
      }
    >
      <Card sx={{ p: 2, mb: 2 }}>
        <SectionLabel>
          <FormattedMessage id="linking.consent.accounts" defaultMessage="Accounts" />
        </SectionLabel>
        {accounts.length === 0 ? (
          <EmptyState
            icon={<ReceiptLongOutlined />}
            title={intl.formatMessage(WORDS.emptyTitle)}
            message={intl.formatMessage(WORDS.emptyMessage)}
          />
        ) : (
          <Stack divider={<Divider flexItem />} spacing={1} sx={{ mt: 1 }}>
            {accounts.map((account) => (
              // The masked number is data: the last four digits after two dots.
              <Box key={String(account.account_id)} sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
                <BankAvatar bankName={String(account.fip_name)} fipId={String(account.fip_id)} size={32} />
                <Typography sx={{ flex: 1 }} noWrap translate="no">
                  {String(account.fip_name)}
                </Typography>
                <Typography className="tabular-nums" color="textSecondary">
                  {maskedTail(String(account.masked_acc_number))}
                </Typography>
              </Box>
            ))}
          </Stack>
        )}
      </Card>
      <Card sx={{ p: 2 }}>
        <Stack spacing={1.75}>
          <Term
            icon={<VisibilityOutlined />}
            title={intl.formatMessage({ id: 'linking.consent.whatTitle', defaultMessage: 'What we read' })}
            text={intl.formatMessage(terms.dataShared)}
          />
          <Term
            icon={<ReceiptLongOutlined />}
            title={intl.formatMessage({ id: 'linking.consent.whyTitle', defaultMessage: 'Why' })}
            text={intl.formatMessage(terms.purpose)}
          />
          <Term
            icon={<CalendarMonthOutlined />}
            title={intl.formatMessage({ id: 'linking.consent.howLongTitle', defaultMessage: 'For how long' })}
            text={intl.formatMessage(
              {
                id: 'linking.consent.howLong',
                defaultMessage:
                  '{months, plural, one {# month} other {# months}}, {fetches, select, once {once} other {up to once a day}}; revoke any time',
              },
              { months: terms.validityMonths, fetches: terms.fetches },
            )}
          />
          <Term
            icon={<LockOutlined />}
            title={intl.formatMessage({ id: 'linking.consent.throughTitle', defaultMessage: 'Through' })}
            text={intl.formatMessage(
              {
                id: 'linking.consent.through',
                defaultMessage: '<data>{provider}</data>, an RBI-regulated account aggregator',
              },
              {
                provider:
                  journey.provider === 'finvu'
                    ? 'Finvu'
                    : journey.provider === 'cams'
                      ? 'CAMSfinserv'
                      : 'Ignosis',
                data: dataTag,
              },
            )}
          />
        </Stack>
        <Button
          variant="text"
          sx={{ mt: 1.5, px: 0 }}
          aria-haspopup="dialog"
          onClick={() => {
            click('consent_details_clicked');
            details.show();
          }}
        >
          <FormattedMessage id="linking.consent.viewDetails" defaultMessage="View consent details" />
        </Button>
      </Card>
      <ConsentDetailsSheet open={details.open} onClose={details.hide} journey={journey} />
      <ConsentDenialSheet
        open={denial.open}
        onApprove={approve}
        onDeny={(reason) =>
          go(
            LINKING_PATHS.finalStatus,
            { consent_handle: handle, consent_status: 'DENY', reason },
            { replace: true },
          )
        }
        onClose={denial.hide}
        flow={journey.flow}
      />
    </LinkingScreen>
  );
}

function maskedTail(masked: string): string {
  return `••${lastFourDigits(masked)}`;
}

function Term({ icon, title, text }: { icon: React.ReactNode; title: string; text: React.ReactNode }) {
  return (
    <Box sx={{ display: 'flex', gap: 1.5 }}>
      <Box sx={{ color: 'primary.main', display: 'flex', pt: 0.25 }} aria-hidden>
        {icon}
      </Box>
      <TitledText as="h3" title={title} text={text} />
    </Box>
  );
}

import PhoneIphone from '@mui/icons-material/PhoneIphone';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';

import { InlineError } from '@/components/feedback/inline-error';
import { normaliseMobile } from '@/domain/aa/journey';
import { LINKING_PAGE_NAMES } from '@/domain/aa/page-names';
import { useClickEvent, usePageEvent } from '@/features/linking/journey/analytics';
import { LINKING_PATHS } from '@/features/linking/journey/navigation';
import { loadPartnerClient } from '@/features/linking/journey/partner-script';
import { useEntry } from '@/features/linking/journey/use-entry';
import { journeyFor, useJourney } from '@/features/linking/journey/use-journey';
import { MainAction } from '@/features/linking/ui/action-buttons';
import { customerMessage } from '@/features/linking/ui/customer-message';
import { LinkingScreen } from '@/features/linking/ui/linking-screen';

import { JourneyEnded } from './journey-ended';
import { JourneyLoading } from './journey-loading';

const WORDS = defineMessages({
  loadingTitle: { id: 'linking.editMobile.loadingTitle', defaultMessage: 'Enter mobile number' },
  loading: { id: 'linking.editMobile.loading', defaultMessage: 'Loading' },
});

/** India's calling code, before the number field. */
const INDIA_CODE = '+91';

/**
 * "Edit mobile number" at the known route `/account-aggregator/onboarding/enter-secondary-mobile/client`
 * (docs/linking.md#screens): `change_number=true` replaces the consent's number; without it the number is
 * added and discovery runs on it too. Before the partner OTP is verified, a new number means a new consent.
 */
export function EditMobileScreen() {
  const [params] = useSearchParams();
  const handle = params.get('consent_handle');
  const changing = params.get('change_number') === 'true';
  const journey = useJourney();
  const { entry, go } = useEntry();
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  usePageEvent(LINKING_PAGE_NAMES.editMobileNumber);
  const click = useClickEvent(LINKING_PAGE_NAMES.editMobileNumber);
  const intl = useIntl();
  const mobile = normaliseMobile(text);
  // Opened without a handle (from the profile), it edits whichever journey is stored.
  const current = handle === null ? (journey ?? null) : journeyFor(journey, handle);

  const submit = useMutation({
    mutationFn: async (number: string) => {
      if (current === null) throw new Error('No journey');
      const client = await loadPartnerClient();
      if (current.step === 'finvu-otp') {
        const next = await client.restartConsent(current, entry, number);
        return { path: LINKING_PATHS.finvuOtp, params: { consent_handle: next.handle_id } };
      }
      const result = await client.discoverOnNumber(current, number, changing);
      return { path: result.next_navlink, params: {} };
    },
    onSuccess: (target) => go(target.path, target.params, { replace: true }),
  });

  if (journey === undefined) {
    return <JourneyLoading title={intl.formatMessage(WORDS.loadingTitle)} rows={1} label={WORDS.loading} />;
  }
  if (current === null) return <JourneyEnded />;
  const invalid = touched && mobile === null;

  return (
    <LinkingScreen
      title={
        changing
          ? intl.formatMessage({
              id: 'linking.editMobile.changeTitle',
              defaultMessage: 'Change mobile number',
            })
          : intl.formatMessage({
              id: 'linking.editMobile.addTitle',
              defaultMessage: 'Add another mobile number',
            })
      }
      subtitle={
        changing ? (
          <FormattedMessage
            id="linking.editMobile.changeSubtitle"
            defaultMessage="Banks find your accounts by the number registered with them. Enter that number and we will search again."
          />
        ) : (
          <FormattedMessage
            id="linking.editMobile.addSubtitle"
            defaultMessage="Have accounts on another number? We will search for them too and add them to this request."
          />
        )
      }
      exitable
      footer={
        <>
          {submit.isError && <InlineError message={customerMessage(submit.error, intl)} />}
          <MainAction
            disabled={mobile === null || submit.isPending}
            startIcon={submit.isPending ? <CircularProgress size={18} color="inherit" /> : undefined}
            onClick={() => {
              if (mobile === null) return;
              click(changing ? 'change_number_submitted' : 'secondary_number_submitted');
              submit.mutate(mobile);
            }}
          >
            {current.step === 'finvu-otp' ? (
              <FormattedMessage id="linking.editMobile.sendOtp" defaultMessage="Send OTP" />
            ) : (
              <FormattedMessage id="linking.editMobile.search" defaultMessage="Search for accounts" />
            )}
          </MainAction>
        </>
      }
    >
      <TextField
        label={intl.formatMessage({ id: 'linking.editMobile.label', defaultMessage: 'Mobile number' })}
        value={text}
        onChange={(event) => setText(event.target.value.replace(/[^0-9+\s-]/g, '').slice(0, 14))}
        onBlur={() => setTouched(true)}
        error={invalid}
        helperText={
          invalid
            ? intl.formatMessage({
                id: 'linking.editMobile.invalid',
                defaultMessage: 'Enter a 10-digit mobile number starting with 6, 7, 8 or 9',
              })
            : intl.formatMessage(
                { id: 'linking.editMobile.current', defaultMessage: 'Currently {mobile}' },
                { mobile: current.mobile_masked },
              )
        }
        autoFocus
        fullWidth
        slotProps={{
          htmlInput: { inputMode: 'tel', autoComplete: 'tel-national' },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <PhoneIphone fontSize="small" aria-hidden />
                <Typography component="span" sx={{ ml: 1 }}>
                  {INDIA_CODE}
                </Typography>
              </InputAdornment>
            ),
          },
        }}
      />
    </LinkingScreen>
  );
}

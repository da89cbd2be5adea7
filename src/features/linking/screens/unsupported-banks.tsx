import NotificationsActiveOutlined from '@mui/icons-material/NotificationsActiveOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';

import { notifyUser, unsupportedBanksQueryOptions } from '@/api/endpoints/aggregator-onboarding';
import { InlineError } from '@/components/feedback/inline-error';
import { QueryGate } from '@/components/feedback/query-gate';
import { LINKING_PAGE_NAMES } from '@/domain/aa/page-names';
import { useClickEvent, usePageEvent } from '@/features/linking/journey/analytics';
import { LINKING_PATHS } from '@/features/linking/journey/navigation';
import { useEntry } from '@/features/linking/journey/use-entry';
import { customerMessage } from '@/features/linking/ui/customer-message';
import { LinkingScreen } from '@/features/linking/ui/linking-screen';
import { SectionLabel } from '@/features/linking/ui/section-label';

const GATE = defineMessages({
  error: { id: 'linking.unsupported.error', defaultMessage: 'The list of banks could not load' },
  loading: { id: 'linking.unsupported.loading', defaultMessage: 'Loading the list of banks' },
});

/** "Don't see your bank?", part of the bank list step: what is supported, and notify me when mine is. */
export function UnsupportedBanksScreen() {
  const { go, carry } = useEntry();
  const screen = useQuery(unsupportedBanksQueryOptions());
  const [bank, setBank] = useState('');
  usePageEvent(LINKING_PAGE_NAMES.bankList);
  const click = useClickEvent(LINKING_PAGE_NAMES.bankList);
  const notify = useMutation({
    // Runs offline too: the change is then queued (docs/pwa.md, "Changes made offline").
    networkMode: 'always',
    mutationFn: (name: string) => notifyUser({ reason: 'BANK_UNSUPPORTED', bank_name: name }),
  });
  const data = screen.data;
  const intl = useIntl();
  return (
    <LinkingScreen
      title={
        data?.title ??
        intl.formatMessage({ id: 'linking.unsupported.title', defaultMessage: 'Don’t see your bank?' })
      }
      subtitle={data?.description}
      footer={
        <Button variant="outlined" size="large" onClick={() => go(LINKING_PATHS.bankList, carry)}>
          {data?.cta.label ?? (
            <FormattedMessage id="linking.unsupported.back" defaultMessage="Back to bank list" />
          )}
        </Button>
      }
    >
      <QueryGate query={screen} messages={GATE} rows={2}>
        {(data) => (
          <Stack spacing={2}>
            <TextField
              label={intl.formatMessage({
                id: 'linking.unsupported.nameLabel',
                defaultMessage: 'Your bank’s name',
              })}
              value={bank}
              onChange={(event) => setBank(event.target.value.slice(0, 100))}
              fullWidth
            />
            <Button
              variant="contained"
              startIcon={<NotificationsActiveOutlined />}
              disabled={bank.trim() === '' || notify.isPending}
              onClick={() => {
                click('notify_me_clicked');
                notify.mutate(bank.trim());
              }}
            >
              {data.notify_label}
            </Button>
            {notify.isSuccess && (
              <Alert severity="success">
                {'sent' in notify.data
                  ? notify.data.sent.message
                  : intl.formatMessage(
                      {
                        id: 'linking.unsupported.savedOffline',
                        defaultMessage:
                          'Saved on this device: we will ask to tell you when {bank} is supported as soon as you are back online.',
                      },
                      { bank: notify.variables },
                    )}
              </Alert>
            )}
            {notify.isError && <InlineError message={customerMessage(notify.error, intl)} />}
            <SectionLabel>
              <FormattedMessage id="linking.unsupported.popular" defaultMessage="Popular banks we support" />
            </SectionLabel>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
              {data.suggestions.map((suggestion) => (
                <Chip
                  key={suggestion.fip_id}
                  translate="no"
                  label={suggestion.name}
                  onClick={() => go(LINKING_PATHS.bankList, { ...carry, fipId: suggestion.fip_id })}
                />
              ))}
            </Stack>
          </Stack>
        )}
      </QueryGate>
    </LinkingScreen>
  );
}

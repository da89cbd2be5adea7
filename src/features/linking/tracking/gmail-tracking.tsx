import MailOutline from '@mui/icons-material/MailOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { defineMessages, FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';

import { brokerDetailsQueryOptions, equityKeys, revokeNonAaTracking } from '@/api/endpoints/stocks-widget';
import { InlineError } from '@/components/feedback/inline-error';
import { BottomSheet } from '@/components/sheet/bottom-sheet';
import { LINKING_PAGE_NAMES } from '@/domain/aa/page-names';
import { patchBrokerTracking } from '@/domain/offline/patch-records';
import { useClickEvent } from '@/features/linking/journey/analytics';
import { MainAction, OtherAction } from '@/features/linking/ui/action-buttons';
import { customerMessage } from '@/features/linking/ui/customer-message';
import { LabelledSection } from '@/features/linking/ui/section-label';
import { presentToast } from '@/native/toast';

/** The confirmation's title; while the sheet closes the broker is already cleared, so it has a nameless one. */
const CONFIRM_TITLE: Record<'any' | 'named', MessageDescriptor> = defineMessages({
  any: { id: 'linking.gmail.titleAny', defaultMessage: 'Stop Gmail tracking of this broker?' },
  named: { id: 'linking.gmail.title', defaultMessage: 'Stop Gmail tracking of {broker}?' },
});

/**
 * Brokers also tracked through Gmail contract notes (docs/product.md#revocation), each revocable on its own.
 */
export function GmailTracking() {
  const brokers = useQuery(brokerDetailsQueryOptions());
  const queryClient = useQueryClient();
  const click = useClickEvent(LINKING_PAGE_NAMES.equityTracking);
  const intl = useIntl();
  const [confirming, setConfirming] = useState<{
    account_id: string;
    broker_name: string;
    depository: string;
  } | null>(null);
  const stop = useMutation({
    // Runs offline too: the change is then queued (docs/pwa.md, "Changes made offline").
    networkMode: 'always',
    mutationFn: revokeNonAaTracking,
    onSuccess: (outcome, payload) => {
      setConfirming(null);
      if ('queued' in outcome) {
        // Offline: the broker leaves the list at once; the queue sends the change when back online.
        queryClient.setQueriesData({ queryKey: equityKeys.all }, (data: unknown) =>
          patchBrokerTracking(data, payload.account_id, {
            gmail_enabled: false,
            non_aa_tracking_revoked: true,
          }),
        );
        return;
      }
      presentToast('success', outcome.sent.message);
      void queryClient.invalidateQueries({ queryKey: equityKeys.all });
    },
  });
  const gmail = (brokers.data?.brokers ?? []).filter(
    (b) => b.tracking.gmail_enabled && !b.tracking.non_aa_tracking_revoked,
  );
  if (gmail.length === 0) return null;
  return (
    <LabelledSection
      id="gmail-heading"
      label={<FormattedMessage id="linking.gmail.heading" defaultMessage="Gmail tracking" />}
      sx={{ mt: 3 }}
    >
      <Card sx={{ mt: 1 }}>
        {gmail.map((broker) => (
          <Box key={broker.account_id} sx={{ display: 'flex', alignItems: 'center', gap: 1.5, p: 1.5 }}>
            <MailOutline color="action" aria-hidden />
            <Typography sx={{ flex: 1 }} translate="no">
              {broker.broker_name}
            </Typography>
            <Button
              size="small"
              color="error"
              disabled={stop.isPending}
              onClick={() => {
                click('stop_gmail_tracking_clicked');
                setConfirming(broker);
              }}
            >
              <FormattedMessage id="linking.gmail.stop" defaultMessage="Stop" />
            </Button>
          </Box>
        ))}
      </Card>
      <BottomSheet
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        title={intl.formatMessage(confirming === null ? CONFIRM_TITLE.any : CONFIRM_TITLE.named, {
          broker: confirming?.broker_name,
        })}
        actions={
          <>
            <MainAction
              color="error"
              disabled={stop.isPending}
              onClick={() =>
                confirming !== null &&
                stop.mutate({ account_id: confirming.account_id, source: confirming.depository })
              }
            >
              <FormattedMessage id="linking.gmail.confirm" defaultMessage="Stop Gmail tracking" />
            </MainAction>
            <OtherAction onClick={() => setConfirming(null)}>
              <FormattedMessage id="linking.gmail.keep" defaultMessage="Keep tracking" />
            </OtherAction>
          </>
        }
      >
        <Typography color="textSecondary">
          <FormattedMessage
            id="linking.gmail.message"
            defaultMessage="We stop reading this broker’s contract notes from your Gmail. Tracking through the account aggregator stays on."
          />
        </Typography>
        {stop.isError && <InlineError message={customerMessage(stop.error, intl)} />}
      </BottomSheet>
    </LabelledSection>
  );
}

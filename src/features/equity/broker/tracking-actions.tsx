import EmailOutlined from '@mui/icons-material/EmailOutlined';
import NotificationsActive from '@mui/icons-material/NotificationsActive';
import NotificationsOff from '@mui/icons-material/NotificationsOff';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode, Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import {
  equityKeys,
  revokeNonAaTracking,
  setEquityAlert,
  setGmailTracking,
} from '@/api/endpoints/stocks-widget';
import type { ChangeOutcome } from '@/api/offline-commands';
import type { Masthead, TrackingUpdate } from '@/api/schemas/stocks-widget';
import { changeErrorTextOf } from '@/components/feedback/error-text';
import { lazyNamed } from '@/components/layout/lazy-part';
import { patchBrokerTracking, type TrackingPatch } from '@/domain/offline/patch-records';
import { showToast } from '@/events/toasts';

import { type Action, copyFor } from './tracking-copy';

// The confirmation loads when an action asks for it.
const ConfirmDialog = lazyNamed(() => import('./confirm-dialog'), 'ConfirmDialog');

/** The call behind each action: the explicit POSTs of docs/product.md#access-and-permissions. */
function callFor(action: Action, masthead: Masthead): Promise<ChangeOutcome<TrackingUpdate>> {
  const accountId = masthead.account_id;
  switch (action) {
    case 'alerts-on':
    case 'alerts-off':
      return setEquityAlert({ account_id: accountId, enable: action === 'alerts-on' });
    case 'gmail-on':
      return setGmailTracking({ account_id: accountId, enable: true });
    case 'gmail-stop':
      return revokeNonAaTracking({ account_id: accountId, source: masthead.depository });
  }
}

/** What each action switches, shown at once when it is queued offline. */
function patchFor(action: Action): TrackingPatch {
  switch (action) {
    case 'alerts-on':
    case 'alerts-off':
      return { price_alerts_enabled: action === 'alerts-on' };
    case 'gmail-on':
      return { gmail_enabled: true, non_aa_tracking_revoked: false };
    case 'gmail-stop':
      return { gmail_enabled: false, non_aa_tracking_revoked: true };
  }
}

/**
 * The broker's tracking switches: price alerts and Gmail tracking on or off. Nothing changes
 * without the customer confirming in a dialog; the answer is shown in words and every Equity query
 * is refreshed so all screens agree.
 */
export function TrackingActions({ masthead }: { masthead: Masthead }) {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const [action, setAction] = useState<Action | null>(null);
  const [result, setResult] = useState<string | null>(null);
  const mutation = useMutation({
    // Runs offline too: the change is then queued (docs/pwa.md, "Changes made offline").
    networkMode: 'always',
    mutationFn: (chosen: Action) => callFor(chosen, masthead),
    onSuccess: async (outcome, chosen) => {
      setAction(null);
      if ('queued' in outcome) {
        // Offline: the switch moves at once; the queue sends it when the network is back.
        queryClient.setQueriesData({ queryKey: equityKeys.all }, (data: unknown) =>
          patchBrokerTracking(data, masthead.account_id, patchFor(chosen)),
        );
        return;
      }
      setResult(outcome.sent.message);
      showToast('success', outcome.sent.message);
      await queryClient.invalidateQueries({ queryKey: equityKeys.all });
    },
  });
  const { tracking } = masthead;
  const on = intl.formatMessage({ id: 'equity.tracking.on', defaultMessage: 'On' });
  const off = intl.formatMessage({ id: 'equity.tracking.off', defaultMessage: 'Off' });
  const turnOn = intl.formatMessage({ id: 'equity.tracking.turnOn', defaultMessage: 'Turn on' });
  const turnOff = intl.formatMessage({ id: 'equity.tracking.turnOff', defaultMessage: 'Turn off' });
  const copy = action ? copyFor(action, masthead.broker_name, intl) : null;
  const open = (chosen: Action) => {
    mutation.reset();
    setAction(chosen);
  };
  return (
    <Box
      component="section"
      aria-labelledby="tracking-heading"
      sx={{ mt: 2, pt: 2, borderTop: 1, borderColor: 'divider' }}
    >
      <Typography id="tracking-heading" variant="subtitle2" component="h2" sx={{ mb: 1 }}>
        <FormattedMessage id="equity.tracking.heading" defaultMessage="Tracking" />
      </Typography>
      <SwitchRow
        icon={
          tracking.price_alerts_enabled ? (
            <NotificationsActive color="primary" />
          ) : (
            <NotificationsOff color="action" />
          )
        }
        label={intl.formatMessage({ id: 'equity.tracking.priceAlerts', defaultMessage: 'Price alerts' })}
        state={tracking.price_alerts_enabled ? on : off}
        button={
          tracking.price_alerts_enabled
            ? intl.formatMessage({
                id: 'equity.tracking.alertsOffButton',
                defaultMessage: 'Turn off price alerts',
              })
            : intl.formatMessage({
                id: 'equity.tracking.alertsOnButton',
                defaultMessage: 'Turn on price alerts',
              })
        }
        buttonText={tracking.price_alerts_enabled ? turnOff : turnOn}
        onClick={() => open(tracking.price_alerts_enabled ? 'alerts-off' : 'alerts-on')}
      />
      <SwitchRow
        icon={<EmailOutlined color={tracking.gmail_enabled ? 'primary' : 'action'} />}
        label={intl.formatMessage({ id: 'equity.tracking.gmail', defaultMessage: 'Gmail tracking' })}
        state={
          tracking.gmail_enabled
            ? on
            : tracking.non_aa_tracking_revoked
              ? intl.formatMessage({ id: 'equity.tracking.stopped', defaultMessage: 'Stopped' })
              : off
        }
        button={
          tracking.gmail_enabled
            ? intl.formatMessage({
                id: 'equity.tracking.gmailStopButton',
                defaultMessage: 'Stop Gmail and statement tracking',
              })
            : intl.formatMessage({
                id: 'equity.tracking.gmailOnButton',
                defaultMessage: 'Turn on Gmail tracking',
              })
        }
        buttonText={
          tracking.gmail_enabled
            ? intl.formatMessage({ id: 'equity.tracking.stop', defaultMessage: 'Stop' })
            : turnOn
        }
        onClick={() => open(tracking.gmail_enabled ? 'gmail-stop' : 'gmail-on')}
      />
      {result && (
        <Alert severity="success" role="status" sx={{ mt: 1 }} onClose={() => setResult(null)}>
          {result}
        </Alert>
      )}
      {copy && action && (
        <Suspense fallback={null}>
          <ConfirmDialog
            open
            title={copy.title}
            confirmLabel={copy.confirm}
            destructive={copy.destructive ?? false}
            pending={mutation.isPending}
            error={mutation.isError ? changeErrorTextOf(mutation.error) : null}
            onConfirm={() => mutation.mutate(action)}
            onClose={() => setAction(null)}
          >
            {copy.body}
          </ConfirmDialog>
        </Suspense>
      )}
    </Box>
  );
}

function SwitchRow(props: {
  icon: ReactNode;
  label: string;
  state: string;
  button: string;
  buttonText: string;
  onClick: () => void;
}) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 0.5 }}>
      <Box aria-hidden sx={{ display: 'flex' }}>
        {props.icon}
      </Box>
      <Typography variant="body2" sx={{ flex: 1 }}>
        <FormattedMessage
          id="equity.tracking.state"
          defaultMessage="{label}: <b>{state}</b>"
          values={{ label: props.label, state: props.state, b: (chunks) => <strong>{chunks}</strong> }}
        />
      </Typography>
      <Button
        size="small"
        variant="outlined"
        aria-label={props.button}
        aria-haspopup="dialog"
        onClick={props.onClick}
      >
        {props.buttonText}
      </Button>
    </Box>
  );
}

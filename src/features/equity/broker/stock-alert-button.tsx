import NotificationsActive from '@mui/icons-material/NotificationsActive';
import NotificationsNone from '@mui/icons-material/NotificationsNone';
import IconButton from '@mui/material/IconButton';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import { equityKeys, setEquityAlert } from '@/api/endpoints/stocks-widget';
import type { HoldingItem } from '@/api/schemas/stocks-widget';
import { changeErrorTextOf } from '@/components/feedback/error-text';
import { patchStockAlert } from '@/domain/offline/patch-records';
import { showToast } from '@/events/toasts';

import { ConfirmDialog } from './confirm-dialog';

/**
 * The price alert of one stock (`POST /in-stocks/equity-alert` with its ISIN): a bell that says
 * whether it is on, and changes it only after the customer confirms.
 */
export function StockAlertButton({ holding }: { holding: HoldingItem }) {
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const on = holding.price_alert_enabled;
  const name = holding.company_name;
  const mutation = useMutation({
    // Runs offline too: the change is then queued (docs/pwa.md, "Changes made offline").
    networkMode: 'always',
    mutationFn: () => setEquityAlert({ account_id: holding.account_id, isin: holding.isin, enable: !on }),
    onSuccess: async (outcome) => {
      setAsking(false);
      if ('queued' in outcome) {
        // Offline: shown at once, sent when the network is back (the queue said so in a toast).
        queryClient.setQueriesData({ queryKey: equityKeys.all }, (data: unknown) =>
          patchStockAlert(data, holding.account_id, holding.isin, !on),
        );
        return;
      }
      showToast('success', outcome.sent.message.replace(holding.isin, name));
      await queryClient.invalidateQueries({ queryKey: equityKeys.all });
    },
  });
  return (
    <>
      <IconButton
        size="small"
        aria-pressed={on}
        aria-haspopup="dialog"
        aria-label={`Price alert for ${name}`}
        color={on ? 'primary' : 'default'}
        onClick={() => {
          mutation.reset();
          setAsking(true);
        }}
        sx={{ mr: -1 }}
      >
        {on ? <NotificationsActive fontSize="small" /> : <NotificationsNone fontSize="small" />}
      </IconButton>
      {asking && (
        <ConfirmDialog
          open
          title={on ? `Turn off the price alert for ${name}?` : `Turn on a price alert for ${name}?`}
          confirmLabel={on ? 'Turn off alert' : 'Turn on alert'}
          destructive={on}
          pending={mutation.isPending}
          error={mutation.isError ? changeErrorTextOf(mutation.error) : null}
          onConfirm={() => mutation.mutate()}
          onClose={() => setAsking(false)}
        >
          {on
            ? `You will stop getting alerts when ${holding.symbol} moves sharply.`
            : `We will notify you when ${holding.symbol} moves sharply during the day.`}
        </ConfirmDialog>
      )}
    </>
  );
}

import NotificationsActive from '@mui/icons-material/NotificationsActive';
import NotificationsNone from '@mui/icons-material/NotificationsNone';
import IconButton from '@mui/material/IconButton';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, Suspense } from 'react';
import { useIntl } from 'react-intl';

import { equityKeys, setEquityAlert } from '@/api/endpoints/stocks-widget';
import type { HoldingItem } from '@/api/schemas/stocks-widget';
import { changeErrorTextOf } from '@/components/feedback/error-text';
import { lazyNamed } from '@/components/layout/lazy-part';
import { patchStockAlert } from '@/domain/offline/patch-records';
import { showToast } from '@/events/toasts';

// The confirmation loads when the bell is tapped.
const ConfirmDialog = lazyNamed(() => import('./confirm-dialog'), 'ConfirmDialog');

/**
 * The price alert of one stock (`POST /in-stocks/equity-alert` with its ISIN): a bell that says
 * whether it is on, and changes it only after the customer confirms.
 */
export function StockAlertButton({ holding }: { holding: HoldingItem }) {
  const intl = useIntl();
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
        aria-label={intl.formatMessage(
          { id: 'equity.stockAlert.button', defaultMessage: 'Price alert for {name}' },
          { name },
        )}
        // The name is the company's, as sent: not for a translator to change.
        translate="no"
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
        <Suspense fallback={null}>
          <ConfirmDialog
            open
            title={
              on
                ? intl.formatMessage(
                    {
                      id: 'equity.stockAlert.offTitle',
                      defaultMessage: 'Turn off the price alert for {name}?',
                    },
                    { name },
                  )
                : intl.formatMessage(
                    { id: 'equity.stockAlert.onTitle', defaultMessage: 'Turn on a price alert for {name}?' },
                    { name },
                  )
            }
            confirmLabel={
              on
                ? intl.formatMessage({ id: 'equity.stockAlert.offConfirm', defaultMessage: 'Turn off alert' })
                : intl.formatMessage({ id: 'equity.stockAlert.onConfirm', defaultMessage: 'Turn on alert' })
            }
            destructive={on}
            pending={mutation.isPending}
            error={mutation.isError ? changeErrorTextOf(mutation.error) : null}
            onConfirm={() => mutation.mutate()}
            onClose={() => setAsking(false)}
          >
            {on
              ? intl.formatMessage(
                  {
                    id: 'equity.stockAlert.offBody',
                    defaultMessage: 'You will stop getting alerts when {symbol} moves sharply.',
                  },
                  { symbol: <span translate="no">{holding.symbol}</span> },
                )
              : intl.formatMessage(
                  {
                    id: 'equity.stockAlert.onBody',
                    defaultMessage: 'We will notify you when {symbol} moves sharply during the day.',
                  },
                  { symbol: <span translate="no">{holding.symbol}</span> },
                )}
          </ConfirmDialog>
        </Suspense>
      )}
    </>
  );
}

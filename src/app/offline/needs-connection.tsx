import Alert from '@mui/material/Alert';
import { useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { defineMessage, FormattedMessage } from 'react-intl';

import { useOnlineStatus } from '@/components/network/online-status';

/** The notice's words: the screen has never been loaded, so there is nothing to show yet. */
const NEEDS_CONNECTION = defineMessage({
  id: 'app.offline.needsConnection',
  defaultMessage:
    'This screen needs a connection once. Connect to the internet to load it; after that it works offline too.',
});

/**
 * Offline, on a screen never loaded before: some query on screen has no data and waits for the
 * network. Says so plainly, instead of a skeleton that never ends. Screens need no code for it.
 */
export function NeedsConnection() {
  const { online } = useOnlineStatus();
  const cache = useQueryClient().getQueryCache();
  const waiting = useSyncExternalStore(
    (listener) => cache.subscribe(listener),
    () =>
      cache
        .getAll()
        .some(
          (query) =>
            query.getObserversCount() > 0 &&
            query.state.data === undefined &&
            query.state.fetchStatus === 'paused',
        ),
  );
  if (online || !waiting) return null;
  return (
    <Alert severity="info" variant="outlined" sx={{ mb: 2 }}>
      <FormattedMessage {...NEEDS_CONNECTION} />
    </Alert>
  );
}

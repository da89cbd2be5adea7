import CloudOff from '@mui/icons-material/CloudOffOutlined';
import Box from '@mui/material/Box';
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
 * A bordered line with the offline banner's icon rather than MUI's Alert: the data layer's chunk
 * loads under every signed-in first screen, and the Alert (with the icons it brings) cost each
 * about 1.1 KB of gzip for a notice that shows only offline.
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
    <Box
      role="status"
      sx={{
        mb: 2,
        px: 2,
        py: 1.5,
        display: 'flex',
        gap: 1.5,
        alignItems: 'flex-start',
        border: 1,
        borderColor: 'info.main',
        borderRadius: 1,
        typography: 'body2',
      }}
    >
      <CloudOff fontSize="small" color="info" aria-hidden />
      <FormattedMessage {...NEEDS_CONNECTION} />
    </Box>
  );
}

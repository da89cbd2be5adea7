import CloudOff from '@mui/icons-material/CloudOffOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { cacheFallbackTimes } from '@/app/pwa/cache-fallback-times';
import { formatDataTime, lastFetchedAt } from '@/app/pwa/data-time';
import { checkReachabilityOnce, useOnlineStatus } from '@/components/network/online-status';

/**
 * "You're offline. Showing data from 10:42." whenever the browser has no network
 * (docs/pwa.md#offline-behaviour). The live region is always in the page, so the message is announced when it
 * appears. The query cache is read from a lazy chunk, only while offline: the entry chunk carries just this
 * component.
 */
export function OfflineBanner() {
  const { online, offlineSince } = useOnlineStatus();
  const cacheTimes = useSyncExternalStore(cacheFallbackTimes.subscribe, cacheFallbackTimes.get);
  const [queryTimes, setQueryTimes] = useState<number[]>([]);

  // navigator.onLine may claim a network a reload in flight mode does not have (some webviews,
  // emulators): one real request at start tells.
  useEffect(checkReachabilityOnce, []);

  useEffect(() => {
    if (online) return;
    let stop: (() => void) | null = null;
    let active = true;
    import('@/app/pwa/last-fetched')
      .then(({ watchQueryTimes }) => {
        if (active) stop = watchQueryTimes(setQueryTimes);
      })
      // Offline without a service worker the chunk may be unreachable: the banner still shows.
      .catch(() => undefined);
    return () => {
      active = false;
      stop?.();
    };
  }, [online]);

  const at = offlineSince === null ? null : lastFetchedAt(queryTimes, cacheTimes, offlineSince);
  const { locale } = useIntl();
  return (
    <Box role="status" aria-live="polite">
      {!online && (
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            gap: 1,
            px: 2,
            py: 1,
            bgcolor: 'text.primary',
            color: 'background.default',
          }}
        >
          <CloudOff fontSize="small" aria-hidden />
          <Typography variant="body2" sx={{ fontWeight: 500, fontVariantNumeric: 'tabular-nums' }}>
            {at === null ? (
              <FormattedMessage
                id="app.offline.bannerNoTime"
                defaultMessage="You're offline. Some information may be out of date."
              />
            ) : (
              <FormattedMessage
                id="app.offline.banner"
                defaultMessage="You're offline. Showing data from {time}."
                values={{ time: formatDataTime(at, undefined, undefined, locale) }}
              />
            )}
          </Typography>
        </Box>
      )}
    </Box>
  );
}

import { onlineManager } from '@tanstack/react-query';
import { filter } from 'rxjs';

import { flushCommands, setOnlineSource } from '@/api/offline-commands';
import {
  getOnlineStatus,
  setNetworkReachable,
  subscribeOnlineStatus,
} from '@/components/network/online-status';
import type { AppEventOf } from '@/events/app-events';
import { events$ } from '@/events/bus';
import { afterFirstScreen } from '@/lib/first-screen';

let started = false;

/**
 * Ties the data layer to the one online status (docs/pwa.md, offline): TanStack Query pauses
 * fetches and retries while offline instead of turning data it has into an error; a call that found
 * no network marks the network unreachable (the status then probes until it is back); queued
 * changes go out at start and whenever the network returns. Once per page, from the data provider.
 */
export function startOfflineWiring(): void {
  if (started) return;
  started = true;
  setOnlineSource(() => getOnlineStatus().online);
  onlineManager.setEventListener((setOnline) => {
    setOnline(getOnlineStatus().online);
    return subscribeOnlineStatus(() => setOnline(getOnlineStatus().online));
  });
  // When the network last came back (performance.now()): a call begun before that, while offline
  // (queries ask once even then), says nothing about the network when it fails afterwards.
  let backOnlineAt = 0;
  // Only failures count: an answer the worker served from its cache says nothing about the network.
  events$
    .pipe(
      filter(
        (event): event is AppEventOf<'api_called'> =>
          event.name === 'api_called' && event.payload.outcome === 'network-error',
      ),
    )
    .subscribe((event) => {
      if (performance.now() - event.payload.response_time_ms >= backOnlineAt) setNetworkReachable(false);
    });
  let wasOnline = getOnlineStatus().online;
  subscribeOnlineStatus(() => {
    const online = getOnlineStatus().online;
    if (online && !wasOnline) {
      backOnlineAt = performance.now();
      void flushCommands();
    }
    wasOnline = online;
  });
  // What an earlier page kept goes out once this one's first screen is shown: the queue's code and
  // Dexie load then, not while the screen still waits for its own chunks and data.
  afterFirstScreen(() => void flushCommands());
}

import { setNetworkReachable } from '@/components/network/online-status';

import { createExternalStore } from './external-store';

/**
 * What the service worker tells the page about the network (sw/messages.ts): when the answers it
 * served from its cache were really fetched (`SERVED_FROM_CACHE`), and whether real requests reach
 * the network (`NETWORK_DOWN` / `NETWORK_UP`). Listened to from the start of the page: a message
 * that arrives with no listener is lost.
 */
export const cacheFallbackTimes = createExternalStore<readonly number[]>([]);

type ServedFromCache = { type?: unknown; fetchedAt?: unknown };

// Absent without service worker support (an iOS webview outside App-Bound Domains, plain http).
(navigator.serviceWorker as ServiceWorkerContainer | undefined)?.addEventListener(
  'message',
  (event: MessageEvent<ServedFromCache | null>) => {
    const type = event.data?.type;
    const fetchedAt = event.data?.fetchedAt;
    if (type === 'SERVED_FROM_CACHE' && typeof fetchedAt === 'number') {
      cacheFallbackTimes.set([...cacheFallbackTimes.get(), fetchedAt]);
    }
    if (type === 'NETWORK_DOWN' || type === 'NETWORK_UP') setNetworkReachable(type === 'NETWORK_UP');
  },
);

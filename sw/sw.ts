/// <reference lib="webworker" />
/**
 * Kosh's service worker. This first cut precaches the app shell under a versioned cache name and
 * answers navigations with the precached index.html; the per-user API cache, news and image
 * caches and the update flow arrive with the offline-PWA issue (DESIGN.md §6).
 */
import { setCacheNameDetails } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

import { SW_VERSION } from '../src/config/constants';
import { GATEWAY_PATH_PREFIXES } from '../src/config/service-roots';

declare const self: ServiceWorkerGlobalScope;

setCacheNameDetails({ prefix: 'kosh', suffix: `v${SW_VERSION}` });
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every app route is the SPA; API roots, the sandbox and the login page are the server's.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), {
    denylist: [new RegExp(`^(${GATEWAY_PATH_PREFIXES.join('|')})(/|$)`)],
  }),
);

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data: unknown = event.data;
  if (typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'SKIP_WAITING') {
    void self.skipWaiting();
  }
});

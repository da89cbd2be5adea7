/// <reference lib="webworker" />
/**
 * Kosh's service worker (DESIGN.md §6): the app shell precached under a versioned name, navigations
 * answered from it (the SPA then works offline), personal API reads in a per-user network-first
 * cache, news stale-while-revalidate, allow-listed images cache-first, telemetry bypassing the worker.
 */
import { setCacheNameDetails } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, StaleWhileRevalidate } from 'workbox-strategies';

import { SW_VERSION } from '../src/config/constants';
import { GATEWAY_PATH_PREFIXES } from '../src/config/service-roots';
import { cacheName, isStaleCache } from './cache-names';
import { BYPASS_PATHNAMES, isAllowedImage, isApiGet, isNewsRequest } from './route-matchers';
import { handleUserApiGet, purgeUserCaches } from './user-cache';

declare const self: ServiceWorkerGlobalScope;

// Names come out as kosh-precache-v12 and kosh-runtime-v12, the shape cache-names.ts knows.
setCacheNameDetails({ prefix: 'kosh', precache: 'precache', runtime: 'runtime', suffix: `v${SW_VERSION}` });
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every app route is the SPA; the gateway's paths (API, login, sandbox) are the server's.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), {
    denylist: [new RegExp(`^(${GATEWAY_PATH_PREFIXES.join('|')})(/|$)`)],
  }),
);

registerRoute(({ url, request }) => isApiGet(url, request.method, self.location.origin), handleUserApiGet);

registerRoute(
  ({ url }) => isNewsRequest(url, self.location.origin),
  new StaleWhileRevalidate({
    cacheName: cacheName('news', SW_VERSION),
    plugins: [new ExpirationPlugin({ maxEntries: 30, maxAgeSeconds: 10 * 60 })],
  }),
);

registerRoute(
  ({ url, request }) => isAllowedImage(url, request.destination),
  new CacheFirst({
    cacheName: cacheName('images', SW_VERSION),
    plugins: [new ExpirationPlugin({ maxEntries: 100, maxAgeSeconds: 30 * 24 * 60 * 60 })],
  }),
);

type InstallEventWithRoutes = ExtendableEvent & { addRoutes?: (rules: unknown) => Promise<void> };
type UrlPatternConstructor = new (init: { pathname: string }) => unknown;

self.addEventListener('install', (event) => {
  // Static Routing API (Chromium 123+): telemetry goes straight to the network, even at unload.
  const withRoutes = event as InstallEventWithRoutes;
  const URLPatternCtor = (self as unknown as { URLPattern?: UrlPatternConstructor }).URLPattern;
  if (typeof withRoutes.addRoutes !== 'function' || URLPatternCtor === undefined) return;
  const rules = BYPASS_PATHNAMES.map((pathname) => ({
    condition: { urlPattern: new URLPatternCtor({ pathname }) },
    source: 'network',
  }));
  withRoutes.waitUntil(withRoutes.addRoutes(rules).catch(() => undefined));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names.filter((name) => isStaleCache(name, SW_VERSION)).map((name) => caches.delete(name)),
        ),
      ),
  );
});

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const type: unknown =
    typeof event.data === 'object' && event.data !== null ? (event.data as { type?: unknown }).type : null;
  if (type === 'SKIP_WAITING') void self.skipWaiting();
  if (type === 'PURGE_USER_DATA') event.waitUntil(purgeUserCaches());
});

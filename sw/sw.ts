/// <reference lib="webworker" />
/**
 * Kosh's service worker (docs/pwa.md#caches): the app shell precached under a versioned name, navigations
 * answered from it (the SPA then works offline), personal API reads in a per-user network-first
 * cache, news stale-while-revalidate, allow-listed images cache-first, telemetry bypassing the worker.
 */
import { setCacheNameDetails } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  matchPrecache,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkOnly, StaleWhileRevalidate } from 'workbox-strategies';

import { SW_VERSION } from '../src/config/constants';
import { keyWithoutCredentials } from './cache-key';
import { cacheName, isStaleCache } from './cache-names';
import { registerCommandSync } from './command-sync';
import { pageMessageType, telemetryHandoffItems } from './messages';
import {
  BYPASS_PATHNAMES,
  GATEWAY_NAVIGATION,
  isAllowedImage,
  isAppFont,
  isApiGet,
  isNewsRequest,
} from './route-matchers';
import { registerTelemetrySync, sendHandedOver } from './telemetry-sync';
import { handleUserApiGet, purgeUserCaches } from './user-cache';
import { untilUpdate, yieldToUpdate } from './yield-to-update';

declare const self: ServiceWorkerGlobalScope;

// Names come out as kosh-precache-v12 and kosh-runtime-v12, the shape cache-names.ts knows.
setCacheNameDetails({ prefix: 'kosh', precache: 'precache', runtime: 'runtime', suffix: `v${SW_VERSION}` });
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Every app route is the SPA; the gateway's paths (API, login, sandbox) are the server's.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('index.html'), {
    denylist: [GATEWAY_NAVIGATION],
  }),
);
// The gateway's own pages go to the network; routed here only so that, offline, they fail into the
// catch handler below (an unrouted request would end on the browser's error screen).
registerRoute(({ request }) => request.mode === 'navigate', new NetworkOnly());

registerRoute(({ url, request }) => isApiGet(url, request.method, self.location.origin), handleUserApiGet);

registerRoute(
  ({ url }) => isNewsRequest(url, self.location.origin),
  new StaleWhileRevalidate({
    cacheName: cacheName('news', SW_VERSION),
    // The feed is the same for everyone: kept under a key without the caller's token.
    plugins: [keyWithoutCredentials, new ExpirationPlugin({ maxEntries: 30, maxAgeSeconds: 10 * 60 })],
  }),
);

registerRoute(
  ({ url, request }) => isAllowedImage(url, request.destination, self.location.origin),
  new CacheFirst({
    cacheName: cacheName('images', SW_VERSION),
    plugins: [new ExpirationPlugin({ maxEntries: 100, maxAgeSeconds: 30 * 24 * 60 * 60 })],
  }),
);

registerRoute(
  ({ url }) => isAppFont(url, self.location.origin),
  new CacheFirst({
    cacheName: cacheName('fonts', SW_VERSION),
    // Three weights today; room for a few more without growing without bound.
    plugins: [new ExpirationPlugin({ maxEntries: 8, maxAgeSeconds: 365 * 24 * 60 * 60 })],
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

// Background Sync drains the telemetry outbox once the network is back, tabs open or not.
registerTelemetrySync();
// …and sends the changes the customer made offline (the command queue), the same way.
registerCommandSync();

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

// A navigation nothing above could answer (a gateway page such as /login, offline): a small
// precached page that says so, instead of the browser's error screen.
setCatchHandler(async ({ request }) => {
  if (request.destination !== 'document') return Response.error();
  return (await matchPrecache('offline.html')) ?? Response.error();
});

// A reply goes to the port the page sent along, if any: the page may wait for it (logout does).
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const reply = (data: unknown) => event.ports[0]?.postMessage(data);
  switch (pageMessageType(event.data)) {
    case 'SKIP_WAITING':
      // Waiting: activate as soon as the active worker holds no event. Active (the page sends it to
      // both): hold none any longer, so that happens now (yield-to-update.ts).
      void self.skipWaiting();
      // Only the worker in charge yields: a waiting one that did would hold nothing open once active.
      if (self.serviceWorker.state === 'activated') yieldToUpdate();
      return;
    case 'PURGE_USER_DATA':
      event.waitUntil(purgeUserCaches().then(() => reply({ type: 'USER_DATA_PURGED' })));
      return;
    case 'GET_VERSION':
      reply({ type: 'VERSION', version: SW_VERSION });
      return;
    case 'TELEMETRY_HANDOFF': {
      const items = telemetryHandoffItems(event.data);
      // The page's flusher waits for the answers on the port (see src/telemetry/worker-relay.ts);
      // a closing page's hand-off has no port and never hears back.
      if (items !== null) {
        event.waitUntil(
          untilUpdate(sendHandedOver(items).then((answers) => reply({ type: 'TELEMETRY_ANSWERS', answers }))),
        );
      }
      return;
    }
    case null:
      return;
  }
});

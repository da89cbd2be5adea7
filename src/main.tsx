import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';

import { App } from './app/app';
import { preloadDataLayer } from './app/data-layer';
import { askFirstRequests } from './app/first-requests';
import { listenForInstallOffer } from './app/pwa/install-prompt';
import { registerServiceWorker } from './app/pwa/register-service-worker';
import { preloadAreaOf } from './app/router';
import { startLocale } from './i18n/start-locale';
import { markFirstScreenShown } from './lib/first-screen';
import { isSignedIn } from './session/auth-token';
import { followSessionInOtherTabs, startSession } from './session/start-session';
import { startTelemetryWhenIdle } from './telemetry/boot';
import { keepEarlyErrors } from './telemetry/early-errors';

// Uncaught errors are kept until error tracking loads (once the first screen is shown) and
// reported then.
keepEarlyErrors();

// Before anything renders or logs: take the token out of the address bar and settle whose
// session this page is (a token for another customer is checked before their first screen).
const session = startSession();
followSessionInOtherTabs();
// Signed out, no query holds the first screen: deferred work waits only for `load`.
if (!isSignedIn()) window.addEventListener('load', markFirstScreenShown, { once: true });
// The saved language is read (and the Hindi chunk fetched) while the rest starts up.
void startLocale();

// The first screen's chunk downloads alongside the data layer's, not after it, and its first
// answers are asked for alongside both.
preloadAreaOf(window.location.pathname);
preloadDataLayer();
void askFirstRequests(window.location.pathname);

const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root element');
listenForInstallOffer();
registerServiceWorker();
// As a transition, the first render yields between components instead of blocking the main thread
// for the whole shell (and ICU's start-up inside it) at once; the wordmark stays until it commits.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App session={session} />
    </StrictMode>,
  );
});
// Telemetry loads after first paint; boot.ts keeps the events that happen before it.
startTelemetryWhenIdle();

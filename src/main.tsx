import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { captureTokenFromUrl } from './api/auth-token';
import { App } from './app/app';
import { listenForInstallOffer } from './app/pwa/install-prompt';
import { registerServiceWorker } from './app/pwa/register-service-worker';
import { startTelemetryWhenIdle } from './telemetry/boot';

// Before anything renders or logs: take the token out of the address bar.
captureTokenFromUrl();

const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root element');
listenForInstallOffer();
registerServiceWorker();
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
// Telemetry loads after first paint; boot.ts keeps the events that happen before it.
startTelemetryWhenIdle();

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { captureTokenFromUrl } from './api/auth-token';
import { App } from './app/app';

// Before anything renders or logs: take the token out of the address bar.
captureTokenFromUrl();

const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);

/**
 * Starts the worker that loads ICU's data for the page (i18n/icu-warm-up.ts) as this module is
 * evaluated. main.tsx imports it first, so the worker runs while React, MUI and the rest of the
 * entry evaluate, and is done before the first render makes its first formatter. A browser that
 * cannot start it loses nothing but the head start.
 */
import { icuWarmUpWorkerUrl } from './pwa/trusted-types';

try {
  new Worker(icuWarmUpWorkerUrl());
} catch (error) {
  console.warn('ICU warm-up worker did not start', error);
}

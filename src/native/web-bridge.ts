/**
 * The plain-browser adapter: what each bridge call means without a host app. It is also the
 * fallback of the native adapters, call by call, when the host lacks a method or is too old.
 * Kept small and free of zod: it is what a browser loads.
 */
import { DEFAULT_VIBRATION_MS } from '@/config/constants';
import { reportFailure } from '@/events/report-error';
import { showToast } from '@/events/toasts';

import type { NativeBridge, ShareContent, SmsFetchResult } from './bridge';
import { browserEnv, type BrowserEnv } from './browser-env';
import { partnerErrorText } from './partner-error-text';
import { safeRedirectUrl } from './refuse-link';

const noop = (): void => undefined;

/** `navigator.vibrate` where the browser has it and allows it (it may throw or be policy-blocked). */
function vibrate(durationMs: number): void {
  try {
    if (typeof navigator.vibrate === 'function') navigator.vibrate(durationMs);
  } catch {
    // Vibration is a nicety: a browser that refuses it changes nothing for the customer.
  }
}

/** The share sheet where the browser has one, else the clipboard (which says so in a toast). */
async function share(content: ShareContent): Promise<void> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share(content);
      return;
    } catch (error) {
      // The customer closing the sheet is an answer, not a failure.
      if (error instanceof DOMException && error.name === 'AbortError') return;
    }
  }
  // The copy without clipboard.ts: its toasts go through the bridge, and this is the bridge.
  const { copiedMessage, copyText } = await import('./copy-text');
  const text = [content.text, content.url].filter(Boolean).join(' ');
  try {
    await copyText(text);
    showToast('success', copiedMessage(text));
  } catch (error) {
    const failure = reportFailure(error, { origin: 'copyToClipboard' });
    if (failure.tell) showToast('error', partnerErrorText(failure.code));
  }
}

/** A refused link in a browser: the error banner, with the haptic every error toast has. */
function tellRefusal(message: string): void {
  showToast('error', message);
  vibrate(DEFAULT_VIBRATION_MS);
}

/** The web adapter over `env` (tests pass a fake; the app uses the real window). */
export function createWebBridge(env: BrowserEnv = browserEnv): NativeBridge {
  const go = (url: string, how: (safe: string) => void): void => {
    const safe = safeRedirectUrl(url, env.origin(), tellRefusal);
    if (safe !== null) how(safe);
  };
  return {
    platform: 'web',
    supports: () => false,
    onHostEvent: () => noop,
    refreshBroadcast: noop,
    refreshWithData: noop,
    enableBackHandling: noop,
    close: () => env.historyBack(),
    redirect: (url) => go(url, env.assign),
    redirectAsRoot: (url) => go(url, env.replace),
    // "Let the system handle it" in a browser is simply following the link.
    redirectWithConfig: (url) => go(url, env.assign),
    refreshUserProfile: noop,
    // Analytics-type calls: the page's own telemetry covers the browser.
    trackEvent: noop,
    trackMonitoring: noop,
    startGoogleSignIn: noop,
    shareAppContent: (content) => void share(content),
    showToast: (message, type = 'success') => void showToast(type, message),
    toggleProgress: noop,
    logLoadTime: noop,
    logOdmData: noop,
    fetchSms: (): Promise<SmsFetchResult> => Promise.resolve({ status: 'unavailable' }),
    haptic: (durationMs = DEFAULT_VIBRATION_MS) => vibrate(durationMs),
    emitEvent: noop,
  };
}

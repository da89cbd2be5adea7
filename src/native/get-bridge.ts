/**
 * The bridge of this page load, chosen by `currentPlatform()`. Every adapter is a lazy chunk: the
 * native ones (and zod, which validates what the host sends) are never downloaded by a plain
 * browser, and the browser's own is not needed to paint, so no first screen carries it
 * (docs/product.md#performance-budgets). Every caller already waits for the promise.
 */
import type { NativeBridge } from './bridge';
import { currentPlatform, type Platform } from './platform';

let loading: Promise<NativeBridge> | null = null;

async function load(platform: Platform): Promise<NativeBridge> {
  try {
    if (platform === 'android') return (await import('./android-bridge')).createAndroidBridge();
    if (platform === 'ios') return (await import('./ios-bridge')).createIosBridge();
  } catch (error) {
    // A chunk that cannot load (offline, replaced by a deploy) must not take the page's back
    // button or toasts with it: the browser behaviour still works inside a webview.
    console.error('The native bridge could not load; using the browser behaviour', error);
  }
  return (await import('./web-bridge')).createWebBridge();
}

/**
 * The bridge for this page; the same instance on every call. Rejects only when not even the
 * browser adapter's chunk can load (the service worker precaches it, so only before its first
 * install, offline); the next call then tries again.
 */
export function getBridge(): Promise<NativeBridge> {
  loading ??= load(currentPlatform()).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

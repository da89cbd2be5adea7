/**
 * The bridge of this page load, chosen by `currentPlatform()`. The native adapters (and zod, which
 * validates what the host sends) are lazy chunks: a plain browser never downloads them, and the
 * home route's initial JavaScript does not grow (docs/product.md#performance-budgets).
 */
import type { NativeBridge } from './bridge';
import { currentPlatform, type Platform } from './platform';
import { createWebBridge } from './web-bridge';

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
  return createWebBridge();
}

/** The bridge for this page; the same instance on every call. Never rejects. */
export function getBridge(): Promise<NativeBridge> {
  loading ??= load(currentPlatform());
  return loading;
}

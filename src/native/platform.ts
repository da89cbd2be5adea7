/**
 * Which host the app runs in. The native apps inject their bridge before the page loads: Android a
 * `@JavascriptInterface` object, iOS a WKWebView script message handler (docs/native-bridge.md). Everything
 * else is the plain browser.
 */
import type { Platform } from '@/domain/host/platform';

export type { Platform };

/** The bridge names the host apps expose; kept here so detection and the bridge agree. */
export const ANDROID_BRIDGE_NAME = 'KoshAndroid';
export const IOS_HANDLER_NAME = 'kosh';

type HostWindow = {
  [ANDROID_BRIDGE_NAME]?: unknown;
  webkit?: { messageHandlers?: Record<string, unknown> };
};

/** Detects the host from the injected bridges (never from the user agent, which webviews share). */
function detectPlatform(win: HostWindow = window as unknown as HostWindow): Platform {
  if (win[ANDROID_BRIDGE_NAME] !== undefined) return 'android';
  if (win.webkit?.messageHandlers?.[IOS_HANDLER_NAME] !== undefined) return 'ios';
  return 'web';
}

let cached: Platform | null = null;

/** The platform of this page load (the host cannot change under a running page). */
export function currentPlatform(): Platform {
  cached ??= detectPlatform();
  return cached;
}

/**
 * Where a toast goes (SPEC §8): inside the Android app the host's native toast, inside the iOS app
 * the host's message handler, in a plain browser the in-app banner. Never a blocking `alert()`
 * (docs/decisions/0005-toasts-not-alerts.md). The native-bridge issue folds these into the typed
 * `NativeBridge`; the method names here are already the contract (docs/native-bridge.md).
 */
import type { ToastType } from '@/events/state/app-state';
import { showToast } from '@/events/toasts';

import { ANDROID_BRIDGE_NAME, IOS_HANDLER_NAME, currentPlatform } from './platform';

type AndroidToastBridge = { showToast?: (message: string) => void };
type IosMessageHandler = { postMessage?: (message: { method: 'showToast'; message: string }) => void };
type HostWindow = {
  [ANDROID_BRIDGE_NAME]?: AndroidToastBridge | null;
  webkit?: { messageHandlers?: Record<string, IosMessageHandler | undefined> };
};

function hostWindow(): HostWindow {
  return window as unknown as HostWindow;
}

/**
 * Android: `KoshAndroid.showToast(message)`. An older host without that method, or one that throws,
 * gets the in-app banner instead, so the message is never lost.
 */
export function showNativeToast(message: string, fallbackType: ToastType = 'error'): void {
  const bridge = hostWindow()[ANDROID_BRIDGE_NAME];
  if (typeof bridge?.showToast === 'function') {
    try {
      bridge.showToast(message);
      return;
    } catch {
      // A broken bridge must not swallow the message: fall through to the banner.
    }
  }
  showToast(fallbackType, message);
}

/** iOS: the host's success handler, `webkit.messageHandlers.kosh.postMessage({method:'showToast'})`. */
export function showIosToast(message: string, fallbackType: ToastType = 'error'): void {
  const handler = hostWindow().webkit?.messageHandlers?.[IOS_HANDLER_NAME];
  if (typeof handler?.postMessage === 'function') {
    try {
      handler.postMessage({ method: 'showToast', message });
      return;
    } catch {
      // Same as Android: the banner is the safety net.
    }
  }
  showToast(fallbackType, message);
}

/** Shows `message` the way this platform shows toasts. */
export function presentToast(type: ToastType, message: string): void {
  switch (currentPlatform()) {
    case 'android':
      showNativeToast(message, type);
      return;
    case 'ios':
      showIosToast(message, type);
      return;
    case 'web':
      showToast(type, message);
      return;
  }
}

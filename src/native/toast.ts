/**
 * Where a toast goes (SPEC §8): through the native bridge, so inside the Android app it is the
 * host's native toast, inside the iOS app the host's message handler, and in a plain browser (or a
 * host without `showToast`, too old, or throwing) the in-app banner. Never a blocking `alert()`
 * (docs/decisions/0005-toasts-not-alerts.md). Errors and warnings also ask for a short haptic
 * (DEFAULT_VIBRATION_MS), so a customer who looks away still notices that something needs them.
 */
import { DEFAULT_VIBRATION_MS } from '@/config/constants';
import type { ToastType } from '@/events/state/app-state';
import { showToast } from '@/events/toasts';

import type { NativeBridge } from './bridge';
import { currentPlatform } from './platform';

/** The two bridge calls a toast needs. */
export type ToastHost = Pick<NativeBridge, 'showToast' | 'haptic'>;

export type PresentToastOptions = {
  /** Vibrate with the toast. Default: for errors and warnings, not for a success. */
  haptic?: boolean;
};

// The bridge is registered by get-bridge.ts rather than imported: the bridge's own modules toast
// refused links (refuse-link.ts), so an import here would be a cycle.
let loadHost: (() => Promise<ToastHost>) | null = null;

/** get-bridge.ts hands over how to reach the page's bridge, once, when it is first imported. */
export function connectToastHost(load: () => Promise<ToastHost>): void {
  loadHost = load;
}

/** `navigator.vibrate` where the browser has it and allows it (it may throw or be policy-blocked). */
function vibrate(durationMs: number): void {
  try {
    if (typeof navigator.vibrate === 'function') navigator.vibrate(durationMs);
  } catch {
    // Vibration is a nicety: a browser that refuses it changes nothing for the customer.
  }
}

/** Shows `message` the way this platform shows toasts. Never throws, never blocks. */
export function presentToast(type: ToastType, message: string, options: PresentToastOptions = {}): void {
  const haptic = options.haptic ?? type !== 'success';
  const load = loadHost;
  if (currentPlatform() === 'web' || load === null) {
    // The banner at once (no chunk to wait for): the web adapter would do exactly this.
    showToast(type, message);
    if (haptic) vibrate(DEFAULT_VIBRATION_MS);
    return;
  }
  load().then(
    (host) => {
      host.showToast(message, type);
      if (haptic) host.haptic(DEFAULT_VIBRATION_MS);
    },
    // getBridge never rejects; should a future one, the message still reaches the customer.
    () => showToast(type, message),
  );
}

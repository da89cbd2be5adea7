/**
 * Where a toast goes (docs/product.md#error-catalogue): through the native bridge, so inside the Android app
 * it is the host's native toast, inside the iOS app the host's message handler, and in a plain browser (or a
 * host without `showToast`, too old, or throwing) the in-app banner. Never a blocking `alert()`
 * (docs/decisions/0005-toasts-not-alerts.md). Errors and warnings also ask for a short haptic
 * (DEFAULT_VIBRATION_MS), so a customer who looks away still notices that something needs them.
 */
import { DEFAULT_VIBRATION_MS } from '@/config/constants';
import type { ToastType } from '@/events/state/app-state';
import { showToast } from '@/events/toasts';

import { getBridge } from './get-bridge';
import { currentPlatform } from './platform';

export type PresentToastOptions = {
  /** Vibrate with the toast. Default: for errors and warnings, not for a success. */
  haptic?: boolean;
};

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
  if (currentPlatform() === 'web') {
    // The banner at once (no chunk to wait for): the web adapter would do exactly this.
    showToast(type, message);
    if (haptic) vibrate(DEFAULT_VIBRATION_MS);
    return;
  }
  getBridge().then(
    (host) => {
      host.showToast(message, type);
      if (haptic) host.haptic(DEFAULT_VIBRATION_MS);
    },
    // getBridge never rejects; should a future one, the message still reaches the customer.
    () => showToast(type, message),
  );
}

import { currentPlatform } from '@/native/platform';

import { createExternalStore } from './external-store';

/** Chromium's install event (not in the DOM typings). */
type BeforeInstallPromptEvent = Event & {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: string }>;
};

/** Set while the browser offers installation: calling it shows the browser's own install dialog. */
export const installOffer = createExternalStore<(() => Promise<void>) | null>(null);

/**
 * Keeps the browser's install offer for an "Install app" entry the customer can choose (offered,
 * not pushed). Inside a native app's webview there is nothing to install: never offered there.
 */
export function listenForInstallOffer(): void {
  if (currentPlatform() !== 'web') return;
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    const offer = event as BeforeInstallPromptEvent;
    installOffer.set(async () => {
      installOffer.set(null);
      await offer.prompt();
    });
  });
  window.addEventListener('appinstalled', () => installOffer.set(null));
}

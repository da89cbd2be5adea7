import type { Page } from 'playwright-core';

/** The Background Sync tags the page's service worker registration has waiting ([] without any). */
export function backgroundSyncTags(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & {
      sync?: { getTags: () => Promise<string[]> };
    };
    return (await registration.sync?.getTags()) ?? [];
  });
}

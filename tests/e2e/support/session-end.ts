import type { Page } from 'playwright-core';

/** localStorage key of the customer the device belongs to; logging out removes it last. */
const DEVICE_OWNER_KEY = 'kosh.session.owner';

/** sessionStorage key of the navigations asked for (it outlives a same-origin page change). */
const LEAVING_KEY = 'e2e.leaving';

/**
 * Records every cross-document navigation the page asks for: the Navigation API's `navigate` event
 * fires as `location.assign` is called, before anything loads. Call before `goto`.
 */
export async function recordLeaving(page: Page): Promise<void> {
  await page.addInitScript((key) => {
    const navigation = (window as Window & { navigation?: EventTarget }).navigation;
    navigation?.addEventListener('navigate', (event) => {
      const { destination } = event as Event & { destination: { url: string; sameDocument: boolean } };
      if (destination.sameDocument) return;
      const list = JSON.parse(sessionStorage.getItem(key) ?? '[]') as string[];
      sessionStorage.setItem(key, JSON.stringify([...list, destination.url]));
    });
  }, LEAVING_KEY);
}

/**
 * After a 401: waits until the session has ended (the device is released, the last step of
 * logging out; a redirect to the login page is asked for right after it, in the same task) and
 * answers the cross-document navigations the page asked for since {@link recordLeaving}.
 */
export async function leavingAfterSessionEnd(page: Page): Promise<string[]> {
  await page.waitForFunction((key) => localStorage.getItem(key) === null, DEVICE_OWNER_KEY);
  return page.evaluate((key) => JSON.parse(sessionStorage.getItem(key) ?? '[]') as string[], LEAVING_KEY);
}

import { afterEach, describe, expect, it } from 'vitest';

import { openSession, PHONE, type Session } from './support/browser';
import { hostCalls, installFakeHost, type FakeHostOptions } from './support/fake-hosts';
import { leavingAfterSessionEnd, recordLeaving } from './support/session-end';

let session: Session | null = null;
afterEach(async () => {
  await session?.close();
  session = null;
});

/** A fresh profile with the fake host injected before the first page loads. */
async function openInHost(options: FakeHostOptions): Promise<Session> {
  const opened = await openSession({ viewport: PHONE });
  await installFakeHost(opened.context, options);
  return opened;
}

async function openEquity(s: Session): Promise<void> {
  await s.page.goto(`${s.baseUrl}/equity?token=demo`);
  await expect.poll(() => s.page.getByRole('heading', { level: 1, name: 'Equity' }).isVisible()).toBe(true);
}

describe('inside the native apps (fake hosts)', () => {
  it.each<FakeHostOptions['platform']>(['android', 'ios'])(
    '%s: Back on an area screen closes the webview instead of navigating',
    async (platform) => {
      session = await openInHost({ platform, appVersion: '8.4.0' });
      await openEquity(session);
      await session.page.getByRole('button', { name: 'Back' }).click();

      await expect
        .poll(async () => (await hostCalls(session!.page)).map((call) => call.method))
        .toContain('close');
      const close = (await hostCalls(session.page)).find((call) => call.method === 'close');
      expect(close?.args).toEqual(platform === 'android' ? [] : {});
      expect(new URL(session.page.url()).pathname).toBe('/equity');
      await expect
        .poll(() => session!.page.getByRole('heading', { level: 1, name: 'Equity' }).isVisible())
        .toBe(true);

      // The host's loader, if the screen's chunk needed one, was hidden again.
      const progress = (await hostCalls(session.page)).filter((call) => call.method === 'toggleProgress');
      if (progress.length > 0) {
        expect(progress.at(-1)?.args).toEqual(platform === 'android' ? [false] : { visible: false });
      }
    },
  );

  it('android: a rejected token does not send the webview to the login page', async () => {
    session = await openInHost({ platform: 'android', appVersion: '8.4.0' });
    const { page, baseUrl } = session;
    await recordLeaving(page);
    const rejected = page.waitForResponse(
      (response) => response.url().includes('/user/basic') && response.status() === 401,
    );
    await page.goto(`${baseUrl}/?token=expired-token&tab=1`);
    await rejected;
    expect(await leavingAfterSessionEnd(page)).toEqual([]);
    expect(new URL(page.url()).pathname).toBe('/');
    await expect.poll(() => page.getByRole('region', { name: 'Your money' }).isVisible()).toBe(true);
  });
});

describe('in a plain browser', () => {
  it('Back on a deep-linked screen goes home', async () => {
    session = await openSession({ viewport: PHONE });
    await openEquity(session);
    await session.page.getByRole('button', { name: 'Back' }).click();
    await expect.poll(() => session!.page.getByRole('region', { name: 'Your money' }).isVisible()).toBe(true);
    expect(new URL(session.page.url()).pathname).toBe('/');
    // Home was pushed, so the browser's own back returns to the deep link.
    await session.page.goBack();
    await expect.poll(() => new URL(session!.page.url()).pathname).toBe('/equity');
  });

  it('Back after navigating home → area goes back in history', async () => {
    session = await openSession({ viewport: PHONE });
    const { page, baseUrl } = session;
    await page.goto(`${baseUrl}/?token=demo`);
    await page.getByRole('link', { name: /^Equity/ }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Equity' }).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Back' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    // A history back leaves the area as the forward entry; a push would have dropped it.
    await page.goForward();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/equity');
  });
});

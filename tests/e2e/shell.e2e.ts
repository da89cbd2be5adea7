import { afterEach, describe, expect, it } from 'vitest';

import { DESKTOP, openSession, PHONE, type Session } from './support/browser';

let session: Session | null = null;
afterEach(async () => {
  await session?.close();
  session = null;
});

/**
 * Opens `path` and waits for its screen (the main landmark and its heading) and for the network to
 * rest. The site bar is a lazy chunk: on a loaded machine the network can rest before the entry
 * has even asked for it, so where a part must show, the test waits for it (`expect.poll`); where
 * it must not, the settled screen is the moment to look.
 */
async function open(s: Session, path: string) {
  await s.page.goto(`${s.baseUrl}${path}`);
  await s.page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor();
  await s.page.waitForLoadState('networkidle');
}

const disclaimerShown = (s: Session) =>
  s.page.getByRole('contentinfo', { name: 'Regulatory disclaimer' }).isVisible();

async function siteBarShown(s: Session) {
  return (
    (await s.page.getByRole('navigation', { name: 'Site' }).count()) > 0 ||
    (await s.page.getByRole('button', { name: 'Open site menu' }).count()) > 0
  );
}

describe('shell parts by path', () => {
  it('shows the advisory disclaimer on goals and super-sip paths at desktop width', async () => {
    const s = (session = await openSession({ viewport: DESKTOP }));
    await open(s, '/goals/retirement');
    await expect.poll(() => disclaimerShown(s)).toBe(true);
    await open(s, '/super-sip');
    await expect.poll(() => disclaimerShown(s)).toBe(true);
    await open(s, '/savings');
    expect(await disclaimerShown(s)).toBe(false);
  });

  it('hides the advisory disclaimer at phone width', async () => {
    const s = (session = await openSession({ viewport: PHONE }));
    await open(s, '/goals/retirement');
    expect(await disclaimerShown(s)).toBe(false);
  });

  it('shows the site bar on provider paths, and on onboarding only for goals and health-insurance-v2', async () => {
    const s = (session = await openSession({ viewport: DESKTOP }));
    await open(s, '/ipo/upcoming');
    await expect.poll(() => siteBarShown(s)).toBe(true);
    await open(s, '/onboarding/goals/retirement');
    await expect.poll(() => siteBarShown(s)).toBe(true);
    await open(s, '/onboarding/kyc');
    expect(await siteBarShown(s)).toBe(false);
    await open(s, '/');
    expect(await siteBarShown(s)).toBe(false);
  });

  it('puts the site bar behind a menu button on a phone', async () => {
    session = await openSession({ viewport: PHONE });
    const { page, baseUrl } = session;
    await page.goto(`${baseUrl}/kyc`);
    await page.getByRole('button', { name: 'Open site menu' }).click();
    await page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'News' }).click();
    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'News' }).isVisible()).toBe(true);
  });
});

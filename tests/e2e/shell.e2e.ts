import { afterEach, describe, expect, it } from 'vitest';

import { DESKTOP, openSession, PHONE, type Session } from './support/browser';

let session: Session | null = null;
afterEach(async () => {
  await session?.close();
  session = null;
});

/** Waits for the shell to have rendered `path`, then reports which parts it shows. */
async function partsOn(s: Session, path: string) {
  await s.page.goto(`${s.baseUrl}${path}`);
  await s.page.getByRole('main').waitFor();
  await s.page.waitForLoadState('networkidle');
  return {
    disclaimer: await s.page.getByRole('contentinfo', { name: 'Regulatory disclaimer' }).isVisible(),
    siteBar:
      (await s.page.getByRole('navigation', { name: 'Site' }).count()) > 0 ||
      (await s.page.getByRole('button', { name: 'Open site menu' }).count()) > 0,
  };
}

describe('shell parts by path', () => {
  it('shows the advisory disclaimer on goals and super-sip paths at desktop width', async () => {
    session = await openSession({ viewport: DESKTOP });
    expect((await partsOn(session, '/goals/retirement')).disclaimer).toBe(true);
    expect((await partsOn(session, '/super-sip')).disclaimer).toBe(true);
    expect((await partsOn(session, '/savings')).disclaimer).toBe(false);
  });

  it('hides the advisory disclaimer at phone width', async () => {
    session = await openSession({ viewport: PHONE });
    expect((await partsOn(session, '/goals/retirement')).disclaimer).toBe(false);
  });

  it('shows the site bar on provider paths, and on onboarding only for goals and health-insurance-v2', async () => {
    session = await openSession({ viewport: DESKTOP });
    expect((await partsOn(session, '/ipo/upcoming')).siteBar).toBe(true);
    expect((await partsOn(session, '/onboarding/goals/retirement')).siteBar).toBe(true);
    expect((await partsOn(session, '/onboarding/kyc')).siteBar).toBe(false);
    expect((await partsOn(session, '/')).siteBar).toBe(false);
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

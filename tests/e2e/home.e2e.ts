import { mkdirSync } from 'node:fs';

import { afterEach, describe, expect, it } from 'vitest';

import { DESKTOP, openSession, PHONE, type Session } from './support/browser';

const AREA_LINKS = ['Savings', 'Banks', 'Equity', 'Credit cards', 'Instant cash', 'News', 'Alerts'];

let session: Session | null = null;
afterEach(async () => {
  await session?.close();
  session = null;
});

describe('home route', () => {
  it('greets the demo user by name, shows every area, and keeps the token out of the address bar', async () => {
    session = await openSession({ viewport: PHONE });
    const { page, baseUrl } = session;
    await page.goto(`${baseUrl}/?token=demo`);

    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toMatch(/^Good (morning|afternoon|evening), Aarav$/);
    expect(page.url()).toBe(`${baseUrl}/`);
    const areas = page.getByRole('region', { name: 'Your money' });
    for (const name of AREA_LINKS) {
      await expect
        .poll(() => areas.getByRole('link', { name: new RegExp(`^${name}`) }).isVisible())
        .toBe(true);
    }
    mkdirSync('test-results/screenshots', { recursive: true });
    await page.screenshot({ path: 'test-results/screenshots/home-390x844.png', fullPage: true });
  });

  it('opens an area as a lazy screen and comes back with the back button', async () => {
    session = await openSession({ viewport: PHONE });
    const { page, baseUrl } = session;
    await page.goto(`${baseUrl}/?token=demo`);
    await page.getByRole('link', { name: /^Equity/ }).click();

    await expect.poll(() => page.getByRole('heading', { level: 1, name: 'Equity' }).isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/equity');
    await page.getByRole('button', { name: 'Back' }).click();
    await expect.poll(() => page.getByRole('region', { name: 'Your money' }).isVisible()).toBe(true);
  });

  it('lays the areas out in columns on a desktop screen', async () => {
    session = await openSession({ viewport: DESKTOP });
    const { page, baseUrl } = session;
    await page.goto(`${baseUrl}/?token=demo`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 15_000 })
      .toMatch(/Aarav$/);
    const savings = page.getByRole('link', { name: /^Savings/ });
    const banks = page.getByRole('link', { name: /^Banks/ });
    await expect.poll(() => banks.isVisible()).toBe(true);
    // Both tops in one frame: the figures above the areas may still be filling in and move them.
    const [a, b] = await page.evaluate(
      (cards) => cards.map((card) => card?.getBoundingClientRect().top),
      [await savings.elementHandle(), await banks.elementHandle()],
    );
    expect(a).toBe(b); // side by side, not stacked
    const main = await page.getByRole('main').boundingBox();
    expect(main?.width).toBeLessThanOrEqual(64 * 16); // capped at ~5xl
    await page.screenshot({ path: 'test-results/screenshots/home-1280x800.png', fullPage: true });
  });

  it('sends a signed-out visitor through the provider login and back, signed in', async () => {
    session = await openSession({ viewport: PHONE });
    const { page, baseUrl } = session;
    await page.goto(`${baseUrl}/`);
    await page.getByRole('link', { name: 'Sign in to see your accounts' }).click();

    await expect.poll(() => page.getByRole('heading', { name: 'Kosh' }).isVisible()).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/login');
    await page.getByRole('button', { name: /Rohan Mehta/ }).click();

    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toMatch(/, Rohan$/);
    expect(page.url()).toBe(`${baseUrl}/`);
  });

  it('sends a visitor with a rejected token to the login page, remembering where they were', async () => {
    session = await openSession({ viewport: PHONE });
    const { page, baseUrl } = session;
    await page.goto(`${baseUrl}/?token=expired-token&tab=1`);

    // Polled, not waitForURL: the app's own redirect may abort the navigation that is still loading.
    await expect.poll(() => new URL(page.url()).pathname).toBe('/login');
    expect(new URL(page.url()).searchParams.get('return_to')).toBe('/?tab=1');
    expect(page.url()).not.toContain('expired-token');
  });

  it('shows a friendly page, not a white screen, for an unknown path', async () => {
    session = await openSession({ viewport: PHONE });
    const { page, baseUrl } = session;
    await page.goto(`${baseUrl}/no/such/page?token=demo`);
    await expect.poll(() => page.getByRole('heading', { name: 'Page not found' }).isVisible()).toBe(true);
    await page.getByRole('link', { name: 'Go to home' }).click();
    await expect.poll(() => page.getByRole('region', { name: 'Your money' }).isVisible()).toBe(true);
  });
});

import { mkdirSync } from 'node:fs';

import type { Page } from 'playwright-core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

import { openSession, PHONE, type Session } from './support/browser';

const SHOTS = 'test-results/screenshots';
/** Screens load lazily on a busy machine: give each expectation time to come true. */
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 10_000 });
let session: Session | null = null;
beforeAll(() => mkdirSync(SHOTS, { recursive: true }));
afterEach(async () => {
  await session?.close();
  session = null;
});

async function open(path: string): Promise<Page> {
  session = await openSession({ viewport: PHONE });
  const { page, baseUrl } = session;
  await page.goto(`${baseUrl}${path}${path.includes('?') ? '&' : '?'}token=demo`);
  await poll(() => page.getByRole('heading', { level: 1, name: 'News' }).isVisible()).toBe(true);
  return page;
}

/** The category words of every story rendered in the list. */
async function categoriesShown(page: Page, list: string): Promise<string[]> {
  const captions = await page
    .getByRole('list', { name: list })
    .locator('article p')
    .first()
    .allTextContents();
  const all = await page
    .getByRole('list', { name: list })
    .locator('article')
    .evaluateAll((articles) => articles.map((a) => a.querySelector('p')?.textContent ?? ''));
  return all.length > 0 ? all : captions;
}

describe('news', () => {
  it('opens on Live with relative times and only allow-listed images', async () => {
    const page = await open('/news');
    const live = page.getByRole('button', { name: 'Live' });
    await poll(() => live.getAttribute('aria-pressed')).toBe('true');
    const list = page.getByRole('list', { name: 'Live news' });
    await poll(() => list.locator('article').count()).toBeGreaterThan(0);
    const times = await list.locator('time').allTextContents();
    expect(times.every((t) => /^(Just now|\d+ min ago|\d+ h ago|Yesterday)$/.test(t))).toBe(true);
    // Thumbnails come from the gateway itself (same origin, so they read offline) or the asset hosts.
    const sources = await page
      .locator('main img')
      .evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).src));
    expect(sources.length).toBeGreaterThan(0);
    expect(
      sources.every((src) => {
        const url = new URL(src);
        return (
          (url.origin === new URL(page.url()).origin &&
            /^\/news-images\/[a-z_]+\/\d+\.svg$/.test(url.pathname)) ||
          url.hostname === 'assets.kosh.money' ||
          url.hostname === 'static.kosh.money'
        );
      }),
    ).toBe(true);
    await page.screenshot({ path: `${SHOTS}/news-live.png` });
  });

  it('narrows the list to one filter and keeps it in the URL', async () => {
    const page = await open('/news?filter=all');
    await poll(() => page.getByRole('list', { name: 'All news' }).locator('article').count()).toBeGreaterThan(
      5,
    );
    const mixed = new Set(
      (await categoriesShown(page, 'All news')).map(
        (c) => c.match(/(Indian stocks|Mutual funds|US stocks)/)?.[1],
      ),
    );
    expect(mixed.size).toBeGreaterThan(1);

    await page.getByRole('button', { name: 'US Stocks' }).click();
    await poll(() => new URL(page.url()).searchParams.get('filter')).toBe('us_stocks');
    const us = page.getByRole('list', { name: 'US Stocks news' });
    await poll(() => us.locator('article').count()).toBeGreaterThan(0);
    const shown = await categoriesShown(page, 'US Stocks news');
    expect(shown.every((c) => c.includes('US stocks'))).toBe(true);
    expect(await page.getByRole('button', { name: 'US Stocks' }).getAttribute('aria-pressed')).toBe('true');
    await page.screenshot({ path: `${SHOTS}/news-us-stocks.png` });
  });

  it('loads the next page as the customer scrolls', async () => {
    const page = await open('/news?filter=all');
    const list = page.getByRole('list', { name: 'All news' });
    await poll(() => list.locator('li').first().getAttribute('aria-setsize')).toBe('20');
    // Scrolls again on every look until the next page has come: a wait on the list, not on time.
    await poll(async () => {
      await page.mouse.wheel(0, 3000);
      return Number(await list.locator('li').first().getAttribute('aria-setsize'));
    }).toBeGreaterThan(20);
    expect(await list.locator('li').count()).toBeLessThan(40); // virtualised: not every story is in the page
  });
});

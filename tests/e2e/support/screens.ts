import type { Page } from 'playwright-core';

import { SCREEN_ROUTES, type ScreenRoute } from '@/app/screen-routes';

import { waitForContent } from './axe';
import { heading } from './linking';

/** Opens a path as the persona and waits for its h1 and content. */
export async function openScreen(
  page: Page,
  base: string,
  path: string,
  persona: ScreenRoute['persona'],
): Promise<void> {
  await page.goto(`${base}${path}${path.includes('?') ? '&' : '?'}token=${persona}`);
  await heading(page, /./);
  await waitForContent(page);
}

/** `/banks/accounts/:accountId` → a pattern matching the real addresses of that screen. */
function addressPattern(path: string): RegExp {
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]+/g, '[^/?#]+');
  return new RegExp(`^${escaped}/?$`);
}

/**
 * Real addresses of a parametrised screen, from the sandbox's data as the app links to it: the
 * nearest screen above it without parameters is opened (each tab in turn) and its links read.
 */
export async function sampleAddresses(page: Page, base: string, route: ScreenRoute): Promise<string[]> {
  const pattern = addressPattern(route.path);
  const parent = SCREEN_ROUTES.filter(
    (other) => !other.path.includes(':') && route.path.startsWith(`${other.path}/`),
  ).sort((a, b) => b.path.length - a.path.length)[0];
  if (parent === undefined) throw new Error(`No way to visit ${route.path}: no screen above it links to it`);
  await openScreen(page, base, parent.path, route.persona);
  const read = async () =>
    (
      await page
        .locator('main a[href]')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))
    )
      .map((href) => new URL(href, 'http://x').pathname)
      .filter((href) => pattern.test(href));
  let found = await read();
  const tabs = page.locator('main [role="tab"]:not(a)');
  for (let index = 0; found.length === 0 && index < (await tabs.count()); index += 1) {
    await tabs.nth(index).click();
    await waitForContent(page);
    found = await read();
  }
  if (found.length === 0) {
    throw new Error(`No way to visit ${route.path}: nothing on ${parent.path} links to an address like it`);
  }
  return [...new Set(found)].slice(0, 1);
}

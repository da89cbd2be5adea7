import { createRequire } from 'node:module';

import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

import { DESKTOP, noteInTrail, PHONE } from './browser';

/** axe-core itself (devDependency, pinned): injected into the page, run on the whole document. */
const AXE_SCRIPT = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
/** WCAG 2.1 levels A and AA, nothing else (no best-practice rules). */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] as const;

/** The four looks every screen state is checked in: light and dark, phone and desktop. */
// Ordered so each step changes one thing: the size, or the colour scheme.
export const VARIANTS = [
  { name: 'light 390', scheme: 'light', viewport: PHONE },
  { name: 'light 1280', scheme: 'light', viewport: DESKTOP },
  { name: 'dark 1280', scheme: 'dark', viewport: DESKTOP },
  { name: 'dark 390', scheme: 'dark', viewport: PHONE },
] as const;

/** The theme's page background per scheme (src/app/theme.ts): the new scheme is drawn when it shows. */
const BACKGROUND = { light: 'rgb(246, 247, 249)', dark: 'rgb(13, 21, 18)' } as const;

/** Switches the colour scheme and waits until the app has redrawn in it. */
async function useScheme(page: Page, scheme: 'light' | 'dark'): Promise<void> {
  await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
  await expect
    .poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor))
    .toBe(BACKGROUND[scheme]);
  await settle(page);
}

/**
 * 320 CSS px wide: a 1280 px window at 400 % zoom, or a 640 px one at 200 % (WCAG 1.4.10 reflow).
 * Only the page may not scroll sideways; charts and tables scroll inside their own boxes.
 */
const REFLOW = { width: 320, height: 640 } as const;

type AxeResult = { violations: { id: string; nodes: { target: string[]; html: string }[] }[] };

/** Tallies of one run, for the summary line. */
export const totals = { states: 0, axeRuns: 0, violations: 0 };

/** Waits until the page has drawn twice more (layout and styles settled after a change). */
export async function settle(page: Page): Promise<void> {
  const drawn = page.evaluate(
    () => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
  // page.evaluate has no timeout of its own: a page that stops drawing fails here, by name,
  // instead of holding the test until its own timeout says nothing of where it was.
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, fail) => {
    timer = setTimeout(() => fail(new Error(`${page.url()} drew no frame in 10 s`)), 10_000);
  });
  try {
    await Promise.race([drawn, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Waits for loading placeholders to go (skeletons, busy regions); some never do, that is fine. */
export async function waitForContent(page: Page): Promise<void> {
  const busy = page.locator('.kosh-skeleton:visible, [aria-busy="true"]:visible');
  const done = await expect
    .poll(() => busy.count(), { timeout: 8_000 })
    .toBe(0)
    .then(
      () => true,
      () => false,
    );
  // Eight seconds each time add up: a failed test's trail says which placeholder stayed.
  if (!done) {
    const which = await busy
      .first()
      .evaluate((element) => element.outerHTML.slice(0, 160))
      .catch(() => '(gone)');
    noteInTrail(`still loading after 8 s on ${page.url()}: ${which}`);
  }
  await settle(page);
}

/**
 * Runs axe on the page as it is, in each of the four looks, then checks reflow at 320 px; returns
 * one line per problem ("state · look · rule ×n: targets"). Leaves the page at phone size, light.
 */
export async function scanState(page: Page, state: string): Promise<string[]> {
  const problems: string[] = [];
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ path: AXE_SCRIPT });
  totals.states += 1;
  for (const variant of VARIANTS) {
    await useScheme(page, variant.scheme);
    await page.setViewportSize(variant.viewport);
    await settle(page);
    const result = await page.evaluate(
      (tags) =>
        (window as unknown as { axe: { run: (c: Document, o: object) => Promise<AxeResult> } }).axe.run(
          document,
          { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] },
        ),
      [...TAGS],
    );
    totals.axeRuns += 1;
    for (const violation of result.violations) {
      totals.violations += violation.nodes.length;
      const targets = violation.nodes
        .slice(0, 3)
        // The element's own markup, shortened: a generated class name alone says little.
        .map((node) => `${node.target.join(' ')} ${node.html.replace(/\s+/g, ' ').slice(0, 100)}`)
        .join(' | ');
      problems.push(`${state} · ${variant.name} · ${violation.id} ×${violation.nodes.length}: ${targets}`);
    }
  }
  await page.setViewportSize(REFLOW);
  await settle(page);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  if (overflow > 0) problems.push(`${state} · 320 px · scrolls sideways by ${overflow} px`);
  await page.setViewportSize(PHONE);
  await useScheme(page, 'light');
  return problems;
}

/** What a popup trigger opened: a dialog, menu or listbox that is on screen. */
export function openPopup(page: Page): Locator {
  return page.locator('[role="dialog"]:visible, [role="menu"]:visible, [role="listbox"]:visible');
}

/**
 * Every open state reachable from here: each control that says it opens a popup (aria-haspopup),
 * one per distinct name (a list of rows opens the same sheet), opened, scanned, closed with Escape;
 * focus must come back to the control that opened it.
 */
export async function scanOpenStates(page: Page, state: string, limit = 2): Promise<string[]> {
  const problems: string[] = [];
  const triggers = page.locator('main [aria-haspopup]:visible:not([disabled]):not([aria-disabled="true"])');
  const seen = new Set<string>();
  const count = await triggers.count();
  for (let index = 0; index < count && seen.size < limit; index += 1) {
    const trigger = triggers.nth(index);
    const name = ((await trigger.getAttribute('aria-label')) ?? (await trigger.innerText()))
      .replace(/[\d,.₹•]+/g, '#')
      .trim()
      .slice(0, 40);
    if (seen.has(name)) continue;
    seen.add(name);
    await trigger.focus();
    await trigger.press('Enter');
    await expect.poll(() => openPopup(page).count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await waitForContent(page);
    problems.push(...(await scanState(page, `${state} › ${name}`)));
    await page.keyboard.press('Escape');
    await expect.poll(() => openPopup(page).count(), { timeout: 10_000 }).toBe(0);
    const back = await trigger.evaluate((element) => element === document.activeElement).catch(() => false);
    if (!back) problems.push(`${state} › ${name} · focus did not return to the control that opened it`);
  }
  return problems;
}

/** The base state, each tab (tabs that are links are routes of their own) and their open states. */
export async function scanScreen(page: Page, screen: string): Promise<string[]> {
  const problems = [...(await scanState(page, screen)), ...(await scanOpenStates(page, screen))];
  const tabs = page.locator('main [role="tab"]:not(a)');
  // A tab may bring its own tabs or drop some: count again each time.
  for (let index = 0; index < (await tabs.count()); index += 1) {
    const tab = tabs.nth(index);
    if ((await tab.getAttribute('aria-selected')) === 'true') continue;
    const name = (await tab.getAttribute('aria-label')) ?? (await tab.innerText());
    await tab.click();
    await expect.poll(() => tab.getAttribute('aria-selected')).toBe('true');
    await waitForContent(page);
    const state = `${screen} › tab ${name.replace(/\s+/g, ' ').trim()}`;
    problems.push(...(await scanState(page, state)), ...(await scanOpenStates(page, state)));
  }
  return problems;
}

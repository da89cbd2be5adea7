import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { LINKING_PAGE_NAMES } from '@/domain/aa/page-names';

import { openSession, PHONE, type Session } from './support/browser';
import { heading, OTP, openLinking, resetNewbie, sinkPageNames, typeOtp } from './support/linking';

// Whole journeys on a machine shared with other runs: more than the default 30 s each.
vi.setConfig({ testTimeout: 90_000 });

let session: Session | null = null;
afterEach(async () => {
  await session?.close();
  session = null;
});

describe('linking: analytics', () => {
  it('the sink holds page events for all 17 page names of the linking flow', async () => {
    session = await openSession({ viewport: PHONE });
    const { page, baseUrl } = session;
    await resetNewbie(baseUrl);
    // Only this journey's events count: the run's one sink already holds every page name from the
    // linking files before this one, which would prove nothing and leave no name to be new here.
    const since = new Date();
    await openLinking(page, baseUrl, 'savings');
    await page.getByRole('button', { name: 'How does linking work?' }).click();
    await heading(page, 'How linking works');
    await page.getByRole('button', { name: 'Start linking' }).click();
    await heading(page, 'Select your bank');
    await page.getByLabel('Search by bank name').fill('overseas');
    await page.getByRole('checkbox', { name: 'Select Indian Overseas Bank' }).click();
    await page.getByRole('button', { name: 'Choose another bank' }).click();
    await page.getByLabel('Search by bank name').fill('');
    await page.getByRole('checkbox', { name: 'Select HDFC Bank' }).click();
    await page.getByRole('button', { name: /^Continue with/ }).click();
    await heading(page, 'Enter the OTP from Finvu');
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('button', { name: 'Continue linking' }).click();
    await page.getByRole('button', { name: 'Change number' }).click();
    await heading(page, 'Change mobile number');
    await page.goBack();
    await typeOtp(page, /OTP from Finvu/, OTP);
    await typeOtp(page, /OTP from HDFC Bank/, OTP);
    await heading(page, 'Approve your consent');
    await page.getByRole('button', { name: 'View consent details' }).click();
    await page.getByRole('button', { name: 'Done' }).click();
    await page.getByRole('button', { name: 'Deny' }).click();
    await page.getByRole('button', { name: 'Approve instead' }).click();
    await heading(page, 'Your bank accounts are linked');
    const screens = [
      ['insurance', LINKING_PAGE_NAMES.insuranceList],
      ['equity-tracking', LINKING_PAGE_NAMES.equityTracking],
      ['bank-tracking', LINKING_PAGE_NAMES.bankTracking],
      ['onboarding/missing-account', LINKING_PAGE_NAMES.noLinkedAccounts],
    ] as const;
    for (const [path, name] of screens) {
      await page.goto(`${baseUrl}/account-aggregator/${path}`);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).isVisible()).toBe(true);
      // Each of these screens is new to the journey: leave it only once its own page event is kept
      // (buffered rows are written within half a second, or sent when the next `goto` unloads the
      // page, so a count of kept names could grow by the screen before's instead).
      await expect.poll(async () => (await keptPageNames(page, baseUrl, since)).has(name)).toBe(true);
    }
    await page.goto(`${baseUrl}/`);

    // Page events leave through the telemetry outbox (batched, flushed on pagehide too).
    await expect.poll(() => missing(baseUrl, since), { timeout: 30_000, interval: 1_000 }).toEqual([]);
  });
});

async function missing(baseUrl: string, since: Date): Promise<string[]> {
  const seen = await sinkPageNames(baseUrl, since);
  return Object.values(LINKING_PAGE_NAMES).filter((name) => !seen.has(name));
}

/**
 * Page names of the page events made since `since` that the outbox holds or the sink has: what
 * survives a page change.
 */
async function keptPageNames(page: Page, baseUrl: string, since: Date): Promise<Set<string>> {
  const queued = await page.evaluate(
    (from) =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('kosh');
        open.onerror = () => reject(new Error('cannot open the kosh database'));
        open.onsuccess = () => {
          const db = open.result;
          const rows = db.transaction('outbox', 'readonly').objectStore('outbox').getAll();
          rows.onsuccess = () => {
            db.close();
            const bodies = (rows.result as { body: unknown }[]).map((row) =>
              typeof row.body === 'string' ? (JSON.parse(row.body) as unknown) : row.body,
            );
            resolve(
              bodies.flatMap((body) => {
                const event = body as {
                  event_type?: unknown;
                  page_name?: unknown;
                  event_timestamp?: unknown;
                };
                const made =
                  typeof event.event_timestamp === 'string' ? Date.parse(event.event_timestamp) : NaN;
                return event.event_type === 'page' && made >= from ? [String(event.page_name)] : [];
              }),
            );
          };
        };
      }),
    since.getTime(),
  );
  return new Set([...(await sinkPageNames(baseUrl, since)), ...queued]);
}

import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** Helpers for the linking journeys (tests/e2e/linking-*.e2e.ts) as the `newbie` persona. */

export const OTP = '123456';
const AUTH = { authorization: 'Bearer newbie', accept: 'application/json' };

type Linked = {
  account_id: string;
  provider: 'finvu' | 'cams' | 'ignosis' | null;
  consent_handle: string | null;
};

/**
 * Stops tracking everything `newbie` has linked, so every journey starts from the seeded world
 * (one sandbox serves the whole e2e run).
 */
export async function resetNewbie(baseUrl: string): Promise<void> {
  const answer = await fetch(`${baseUrl}/tracking-service/aa-linked-accounts?service=acc-agg&acc_type=ALL`, {
    headers: AUTH,
  });
  const { accounts } = (await answer.json()) as { accounts: Linked[] };
  for (const account of accounts) {
    if (account.provider === 'cams' || account.provider === 'ignosis') {
      const path =
        account.provider === 'cams'
          ? '/aa-service/cams/revoke-consent'
          : '/tracking-service/consent/revoke/ignosis';
      await fetch(`${baseUrl}${path}`, {
        method: 'POST',
        headers: { ...AUTH, 'content-type': 'application/json' },
        body: JSON.stringify({ consent_handle: account.consent_handle, account_ids: [account.account_id] }),
      });
    } else {
      await fetch(
        `${baseUrl}/tracking-service/finvu-stop-tracking?account_id=${encodeURIComponent(account.account_id)}`,
        { headers: AUTH },
      );
    }
  }
}

/** Opens the entry of the linking flow as other areas link to it. */
export async function openLinking(page: Page, baseUrl: string, flow = 'savings'): Promise<void> {
  await page.goto(`${baseUrl}/account-aggregator/onboarding?flow_type=${flow}&token=newbie`);
  await heading(page, /./);
}

/** Waits for the screen's h1 to match. */
export async function heading(page: Page, name: string | RegExp): Promise<void> {
  await expect
    .poll(() => page.getByRole('heading', { level: 1, name }).isVisible(), { timeout: 15_000 })
    .toBe(true);
}

/** Waits until `text` is on screen. */
export async function seeText(page: Page, text: string | RegExp, timeout = 15_000): Promise<void> {
  await expect.poll(() => page.getByText(text).first().isVisible(), { timeout }).toBe(true);
}

/** A phone screenshot for the record (and for a human to look at). */
export async function shot(page: Page, name: string): Promise<void> {
  // Sheets and transitions settle first: no finite animation is running any more (a spinner's
  // endless one never ends, so it does not count).
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
  );
  await page.screenshot({ path: `test-results/screenshots/linking-${name}.png`, fullPage: false });
}

/** From the intro to the partner OTP screen with the given banks (by their accessible names). */
export async function startWith(page: Page, banks: readonly string[]): Promise<void> {
  await page.getByRole('button', { name: /get started|link more/i }).click();
  await heading(page, /select your/i);
  for (const bank of banks) await page.getByRole('checkbox', { name: `Select ${bank}` }).click();
  await page.getByRole('button', { name: /^Continue with/ }).click();
  await heading(page, /enter the otp from/i);
}

/** Types an OTP into the screen's OTP box. */
export async function typeOtp(page: Page, label: RegExp, otp: string): Promise<void> {
  const box = page.getByLabel(label);
  await box.fill('');
  await box.pressSequentially(otp);
}

/**
 * The user-events page names the sink has received so far; with `since`, only those of events made
 * at or after it (`event_timestamp`, set by the page), so a journey counts its own events and not
 * those other files' journeys left in the run's one sink.
 */
export async function sinkPageNames(baseUrl: string, since?: Date): Promise<Set<string>> {
  const answer = await fetch(`${baseUrl}/sandbox/telemetry?channel=user-events`);
  const list = (await answer.json()) as {
    records: { body: { event_type?: string; page_name?: string; event_timestamp?: string } }[];
  };
  return new Set(
    list.records
      .filter((r) => r.body.event_type === 'page' && madeSince(r.body.event_timestamp, since))
      .map((r) => String(r.body.page_name)),
  );
}

/** Whether an event stamped `timestamp` was made at or after `since` (always, without `since`). */
function madeSince(timestamp: unknown, since: Date | undefined): boolean {
  if (since === undefined) return true;
  return typeof timestamp === 'string' && Date.parse(timestamp) >= since.getTime();
}

/** Every user-event body the sink holds. */
export async function sinkUserEvents(baseUrl: string): Promise<Record<string, unknown>[]> {
  const answer = await fetch(`${baseUrl}/sandbox/telemetry?channel=user-events`);
  const list = (await answer.json()) as { records: { body: Record<string, unknown> }[] };
  return list.records.map((record) => record.body);
}

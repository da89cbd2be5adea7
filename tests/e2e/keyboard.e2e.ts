import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';

import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { buildServer } from '../../sandbox/server';
import { openSession, type Session } from './support/browser';
import { heading, OTP, resetNewbie } from './support/linking';

/**
 * By keyboard alone: after the address is opened, every step is a key press (Tab, Enter, Space,
 * arrows, digits, Escape); nothing is clicked or filled. Focus must be visible wherever it lands,
 * move to the new screen's heading after a navigation, stay inside an open sheet, and come back to
 * the control that opened it.
 */
vi.setConfig({ testTimeout: 120_000 });

let session: Session | null = null;
afterEach(async () => {
  await session?.close();
  session = null;
});

/** What has focus: its role-ish tag, accessible-ish name, and whether it is drawn as focused. */
async function focused(
  page: Page,
): Promise<{ tag: string; name: string; visible: boolean; inDialog: boolean }> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (el === null || el === document.body)
      return { tag: 'body', name: '', visible: false, inDialog: false };
    // Drawn focus: an outline on it or on a wrapper close by (a row drawn around its checkbox), or
    // MUI's keyboard-focus state, which draws the pulsing ring.
    const outlined = (node: Element | null, depth: number): boolean => {
      if (node === null || depth > 3) return false;
      const style = getComputedStyle(node);
      if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) return true;
      return outlined(node.parentElement, depth + 1);
    };
    const ring = outlined(el, 0) || el.closest('.Mui-focusVisible') !== null;
    const labelled = el.getAttribute('aria-labelledby');
    const name = (
      el.getAttribute('aria-label') ??
      (labelled !== null ? (document.getElementById(labelled)?.textContent ?? '') : '')
    ).trim();
    // A label pointing at it, or one wrapped around it (a radio or checkbox with its words).
    const label =
      (el.id !== '' ? document.querySelector(`label[for="${el.id}"]`)?.textContent : undefined) ??
      el.closest('label')?.textContent ??
      '';
    return {
      tag: el.tagName.toLowerCase(),
      name: name !== '' ? name : (label || el.innerText || '').replace(/\s+/g, ' ').trim(),
      visible: ring,
      inDialog: el.closest('[role="dialog"]') !== null,
    };
  });
}

/** Presses Tab (or Shift+Tab) until the focused control's name matches; fails after `limit` presses. */
async function tabTo(page: Page, name: RegExp, limit = 60, key = 'Tab'): Promise<void> {
  for (let press = 0; press < limit; press += 1) {
    await page.keyboard.press(key);
    const now = await focused(page);
    if (name.test(now.name)) {
      expect(now.visible, `focus on “${now.name}” is not drawn`).toBe(true);
      return;
    }
  }
  throw new Error(`Tab never reached a control named ${name}`);
}

/** After a navigation, focus is on the new screen's h1. */
async function focusOnHeading(page: Page, name: RegExp): Promise<void> {
  await heading(page, name);
  await expect
    .poll(async () => {
      const now = await focused(page);
      return now.tag === 'h1' && name.test(now.name);
    })
    .toBe(true);
}

/** Types digits with key presses. */
async function typeDigits(page: Page, digits: string): Promise<void> {
  for (const digit of digits) await page.keyboard.press(digit);
}

describe('by keyboard alone', () => {
  it('links a bank as a new customer: bank, both OTPs, the consent and its sheet, final status', async () => {
    session = await openSession();
    const { page, baseUrl } = session;
    await resetNewbie(baseUrl);
    await page.goto(`${baseUrl}/account-aggregator/onboarding?flow_type=savings&token=newbie`);
    await heading(page, 'Track all your bank accounts');

    await tabTo(page, /^(Get started|Link more)/i);
    await page.keyboard.press('Enter');
    await focusOnHeading(page, /^Select your bank/);
    // The list is drawn after the heading, in a render that key presses interrupt (the query gate
    // defers a first answer): a person tabs through it once it shows, and so does this test.
    await expect.poll(() => page.getByRole('checkbox', { name: 'Select HDFC Bank' }).count()).toBe(1);

    await tabTo(page, /^Select HDFC Bank$/);
    await page.keyboard.press('Space');
    await tabTo(page, /^Continue with HDFC Bank$/);
    await page.keyboard.press('Enter');

    // The OTP screens focus their code box themselves: the digits go straight in.
    await heading(page, /Enter the OTP from/i);
    await expect.poll(async () => (await focused(page)).name).toMatch(/OTP from Finvu/);
    await typeDigits(page, OTP);

    await heading(page, /Link your HDFC Bank accounts/);
    await expect
      .poll(async () => (await focused(page)).name, { timeout: 15_000 })
      .toMatch(/OTP from HDFC Bank/);
    await typeDigits(page, OTP);

    await focusOnHeading(page, /^Approve your consent/);
    // The details sheet: focus goes in, stays in on Tab, and comes back to its button on Escape.
    await tabTo(page, /^View consent details$/);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('dialog', { name: 'Consent details' }).isVisible()).toBe(true);
    await expect.poll(async () => (await focused(page)).inDialog).toBe(true);
    for (let press = 0; press < 12; press += 1) {
      await page.keyboard.press('Tab');
      expect((await focused(page)).inDialog, 'Tab left the open sheet').toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await expect.poll(async () => (await focused(page)).name).toBe('View consent details');

    await tabTo(page, /^Approve$/, 20, 'Shift+Tab');
    await page.keyboard.press('Enter');
    await focusOnHeading(page, /^Your bank accounts are linked/);
  });

  it('switches alert tabs with the arrow keys and marks a tab read', async () => {
    // Marking read changes demo's alerts: a sandbox of its own, so alerts.e2e finds them unread.
    await inOwnSandbox(marksOthersReadByKeyboard);
  });

  async function marksOthersReadByKeyboard(baseUrl: string): Promise<void> {
    session = await openSession();
    const { page } = session;
    await page.goto(`${baseUrl}/alerts?token=demo`);
    await heading(page, 'Alerts');
    const others = page.getByRole('tab', { name: /^Others/ });
    await expect.poll(() => page.getByRole('tab', { name: /^Important \d+ unread$/ }).count()).toBe(1);

    await tabTo(page, /^Important/);
    // Selection follows focus: the arrow key alone switches the tab (and the list under it).
    await page.keyboard.press('ArrowRight');
    expect((await focused(page)).name).toMatch(/^Others/);
    await expect.poll(() => others.getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => new URL(page.url()).searchParams.get('tab')).toBe('others');

    await expect.poll(() => page.getByRole('button', { name: 'Mark all read' }).isVisible()).toBe(true);
    await tabTo(page, /^Mark all read$/, 20, 'Shift+Tab');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('tab', { name: 'Others', exact: true }).count()).toBe(1);
    expect(await page.getByRole('heading', { name: /^Unread:/ }).count()).toBe(0);
  }

  it('pays a card bill: the dialog, its radio group, the gateway, the status page and back', async () => {
    // Money moves: a sandbox of its own, so the shared one keeps its seeded dues for other files.
    await inOwnSandbox(async (base) => {
      session = await openSession();
      const { page } = session;
      await page.goto(`${base}/credit-cards?tab=bill-payment&token=demo`);
      await heading(page, 'Credit cards');

      // The dialog opens on Enter, keeps focus in, and Escape gives focus back to its button.
      await tabTo(page, /^Pay bill: HDFC Bank Regalia Gold$/);
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Pay HDFC Bank Regalia Gold' });
      await expect.poll(() => dialog.isVisible()).toBe(true);
      await expect.poll(async () => (await focused(page)).inDialog).toBe(true);
      for (let press = 0; press < 8; press += 1) {
        await page.keyboard.press('Tab');
        expect((await focused(page)).inDialog, 'Tab left the open dialog').toBe(true);
      }
      await page.keyboard.press('Escape');
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
      await expect.poll(async () => (await focused(page)).name).toBe('Pay bill: HDFC Bank Regalia Gold');

      await page.keyboard.press('Enter');
      await expect.poll(() => dialog.isVisible()).toBe(true);
      // Into the radio group (the checked radio takes focus), then an arrow picks the minimum due.
      await tabTo(page, /^Total due/, 10);
      await page.keyboard.press('ArrowDown');
      await expect.poll(() => dialog.getByRole('radio', { name: /^Minimum due/ }).isChecked()).toBe(true);
      await tabTo(page, /^Pay ₹982\.00$/, 10);
      await page.keyboard.press('Enter');

      // The gateway is the provider's page (plain HTML forms): its buttons take Tab and Enter too.
      await heading(page, 'Sandbox payment gateway');
      await tabTo(page, /^Pay successfully/, 10);
      await page.keyboard.press('Enter');
      await expect
        .poll(() => page.getByRole('status').filter({ hasText: 'Payment successful' }).isVisible(), {
          timeout: 15_000,
        })
        .toBe(true);

      await tabTo(page, /^Done$/);
      await page.keyboard.press('Enter');
      await focusOnHeading(page, /^Credit cards$/);
      const card = page.getByRole('article', { name: 'HDFC Bank Regalia Gold bill' });
      await expect.poll(() => card.getByText('Paid so far: ₹982.00 of').isVisible()).toBe(true);
    });
  });
});

/**
 * Runs `test` against a sandbox of its own (for a journey that changes demo's data), then closes
 * the page before that sandbox: its deferred chunks may still be loading, and a gateway closed
 * under them fails their imports as page errors the session reports.
 */
async function inOwnSandbox(test: (baseUrl: string) => Promise<void>): Promise<void> {
  const app = await buildServer({ distDir: resolve(process.env.KOSH_DIST ?? 'dist') });
  await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    await test(`http://localhost:${(app.server.address() as AddressInfo).port}`);
  } finally {
    const open = session;
    session = null;
    try {
      await open?.close();
    } finally {
      await app.close();
    }
  }
}

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { openSession, PHONE, type Session } from './support/browser';
import { heading, OTP, resetNewbie, seeText, shot, startWith, typeOtp } from './support/linking';

// A whole journey on a machine shared with other runs: more than the default 30 s.
vi.setConfig({ testTimeout: 120_000 });
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });

let session: Session | null = null;
beforeEach(async () => {
  session = await openSession({ viewport: PHONE });
  await resetNewbie(session.baseUrl);
});
afterEach(async () => {
  // Newbie has no card again whatever happened, for the files that expect her cards area empty.
  if (session !== null) await resetNewbie(session.baseUrl);
  await session?.close();
  session = null;
});

describe('linking: a credit card through finvu', () => {
  it('links newbie’s ICICI card from the empty cards area, shows it in all three tabs, then revokes it', async () => {
    const { page, baseUrl } = session!;
    await page.goto(`${baseUrl}/credit-cards?token=newbie`);
    await poll(() => page.getByRole('heading', { name: 'No credit cards linked yet' }).isVisible()).toBe(
      true,
    );
    await page.getByRole('link', { name: 'Link a credit card' }).click();
    await heading(page, 'Track your credit cards');
    expect(new URL(page.url()).searchParams.get('flow_type')).toMatch(/^credit[-_]cards$/);

    await page.getByRole('button', { name: /get started|link more/i }).click();
    await heading(page, 'Select your card issuer');
    // Only card issuers: no depository, insurer or bank without cards.
    await poll(() => page.getByRole('checkbox', { name: 'Select RBL Bank' }).count()).toBe(1);
    expect(await page.getByRole('checkbox', { name: /Select .*CDSL/ }).count()).toBe(0);
    expect(await page.getByRole('checkbox', { name: 'Select UCO Bank' }).count()).toBe(0);
    await shot(page, 'cards-bank-list');
    await page.goBack();
    await heading(page, 'Track your credit cards');

    await startWith(page, ['ICICI Bank']);
    await typeOtp(page, /OTP from Finvu/, OTP);
    await heading(page, /Link your ICICI Bank credit cards/);
    const found = page.getByRole('region', { name: 'Accounts found at ICICI Bank' });
    await poll(() => found.getByText('Credit card XXXX XXXX XXXX 3007').isVisible()).toBe(true);
    await shot(page, 'cards-bank-otp');
    await typeOtp(page, /OTP from ICICI Bank/, OTP);

    await heading(page, 'Approve your consent');
    await page.getByRole('button', { name: 'Approve' }).click();
    await heading(page, 'Your credit cards are linked');
    await seeText(page, 'See your statements, spends and bill due dates in My Cards.');
    const linked = page.getByRole('region', { name: 'Linked accounts' });
    await poll(() => linked.getByText('XXXX XXXX XXXX 3007').isVisible()).toBe(true);
    await shot(page, 'cards-final-status');

    // My Cards, Analytics and Bill Payment have the card and the data the sandbox made for it.
    await page.getByRole('button', { name: 'View my cards' }).click();
    const coral = page.getByRole('article', { name: 'ICICI Bank Coral ending 3007' });
    await poll(() => coral.isVisible()).toBe(true);
    expect(await coral.getByText('Total due').isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Link another card' }).isVisible()).toBe(true);
    await shot(page, 'cards-my-cards');
    await page.getByRole('tab', { name: 'Analytics' }).click();
    await poll(() => page.getByRole('list', { name: 'Spend by category' }).isVisible()).toBe(true);
    await page.getByRole('tab', { name: 'Bill Payment' }).click();
    await poll(() => page.getByRole('article', { name: 'ICICI Bank Coral bill' }).isVisible()).toBe(true);
    await shot(page, 'cards-bill-payment');

    // Revoked through its partner on the card-tracking list: gone from the cards area.
    await page.getByRole('tab', { name: 'My Cards' }).click();
    await page.getByRole('link', { name: 'Manage tracked cards' }).click();
    await heading(page, 'Tracked credit cards');
    const tracked = page.getByRole('article', { name: /ICICI Bank/ });
    await poll(() => tracked.isVisible()).toBe(true);
    await tracked.getByRole('button', { name: /Stop tracking ICICI Bank/ }).click();
    const confirm = page.getByRole('dialog', { name: /Stop tracking ICICI Bank/ });
    await poll(() => confirm.isVisible()).toBe(true);
    await shot(page, 'cards-revoke');
    await confirm.getByRole('button', { name: 'Stop tracking' }).click();
    await poll(() => page.getByRole('article', { name: /ICICI Bank/ }).count()).toBe(0);
    await seeText(page, 'No credit card tracked');

    // A full load straight away: the restored cache may still hold the card (its invalidation may
    // not have been saved yet), but the screen asks the network again and shows the truth.
    await page.goto(`${baseUrl}/credit-cards`);
    await poll(() => page.getByRole('heading', { name: 'No credit cards linked yet' }).isVisible()).toBe(
      true,
    );
    await shot(page, 'cards-after-revoke');
  });
});

import { mkdirSync } from 'node:fs';

import type { Locator, Page } from 'playwright-core';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { openSession, PHONE, type Session } from './support/browser';
import { heading, OTP, resetNewbie, startWith, typeOtp } from './support/linking';

// Several screens per test on a machine shared with other runs.
vi.setConfig({ testTimeout: 90_000 });

let session: Session | null = null;
afterEach(async () => {
  await session?.close();
  session = null;
});

/** "₹12,34,567.89" or "−₹1,000.00" (the minus sign, U+2212) as integer paise, without a float in between. */
function paiseOf(text: string | null): number {
  const match = /(\u2212?)₹([\d,]+)\.(\d{2})/.exec(text ?? '');
  if (match === null) throw new Error(`not a rupee amount: ${text}`);
  const value = Number(match[2]!.replaceAll(',', '')) * 100 + Number(match[3]);
  return match[1] === '' ? value : -value;
}

/** The full figure of an amount: its title when the screen shows it abbreviated (₹43.2K). */
async function fullAmount(locator: Locator): Promise<number> {
  const amount = locator.locator('span.tabular-nums').first();
  await expect.poll(() => amount.isVisible(), { timeout: 15_000 }).toBe(true);
  return paiseOf((await amount.getAttribute('title')) ?? (await amount.textContent()));
}

async function netWorthOnHome(page: Page): Promise<number> {
  // The figure is the card's paragraph that is nothing but an amount (the parts are list rows).
  const figure = page.getByRole('region', { name: 'Net worth' }).locator('p', { hasText: /^₹[\d,]+\.\d\d$/ });
  await expect.poll(() => figure.isVisible(), { timeout: 20_000 }).toBe(true);
  return paiseOf(await figure.textContent());
}

describe('home as the customer’s wealth', () => {
  it('shows demo’s net worth as the areas’ own screens add up, with its 12-month chart', async () => {
    session = await openSession({ viewport: PHONE });
    const { page, baseUrl } = session;
    await page.goto(`${baseUrl}/?token=demo`);
    const home = await netWorthOnHome(page);

    const trend = page.getByRole('region', { name: 'Last 12 months' });
    const chart = trend.getByRole('img', { name: /^Net worth at each month-end from \w{3} \d{4} to now$/ });
    await expect.poll(() => chart.locator('svg path').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    expect(await trend.textContent()).toMatch(/(Up|Down) ₹[\d.]+(K|L|Cr)? since \w{3} \d{4}|Unchanged since/);
    // The pointer at the line's right end shows today's point: the net worth the card above states.
    await chart.scrollIntoViewIfNeeded();
    const box = (await chart.boundingBox())!;
    await page.mouse.move(box.x + box.width - 2, box.y + box.height / 2);
    const tip = trend.getByText(/^Net worth: ₹/);
    await expect.poll(() => tip.count()).toBe(1);
    expect(paiseOf(await tip.textContent())).toBe(home);
    await page.mouse.move(0, 0);
    await expect.poll(() => tip.count()).toBe(0);
    mkdirSync('test-results/screenshots', { recursive: true });
    await page.screenshot({ path: 'test-results/screenshots/home-wealth-390x844.png', fullPage: true });

    await page.goto(`${baseUrl}/savings`);
    const banks = await fullAmount(page.getByRole('region', { name: 'Total balance' }));
    await page.goto(`${baseUrl}/equity`);
    const stocks = await fullAmount(page.getByTestId('current-value').first());
    await page.goto(`${baseUrl}/mutual-funds`);
    const funds = await fullAmount(page.getByRole('region', { name: 'Current value' }));
    await page.goto(`${baseUrl}/credit-cards`);
    const cards = await fullAmount(page.getByText('Used', { exact: true }).first().locator('xpath=..'));
    await page.goto(`${baseUrl}/insta-cash`);
    const line = await fullAmount(
      page.getByText('Principal outstanding', { exact: true }).locator('xpath=..'),
    );

    expect(banks).toBeGreaterThan(0);
    expect(stocks).toBeGreaterThan(0);
    expect(funds).toBeGreaterThan(0);
    expect(home).toBe(banks + stocks + funds - cards - line);
  });

  it('puts the overdue EMI first in "Needs attention" and takes it to instant cash', async () => {
    session = await openSession({ viewport: PHONE });
    const { page, baseUrl } = session;
    await page.goto(`${baseUrl}/?token=demo`);
    const attention = page.getByRole('region', { name: 'Needs attention' });
    const first = attention.getByRole('listitem').first();
    await expect
      .poll(() => first.textContent(), { timeout: 20_000 })
      .toMatch(/Instant cash EMI of ₹[\d,.]+ is overdue/);
    expect(await first.textContent()).toMatch(/Was due \d{1,2} \w{3}, \d+ days? ago/);
    await first.getByRole('link', { name: /^Pay EMI/ }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/insta-cash');
  });

  it('lists the next EMI, both card dues and the SIPs in "What falls due", by week with totals', async () => {
    session = await openSession({ viewport: PHONE });
    const { page, baseUrl } = session;
    const headers = { authorization: 'Bearer demo' };
    const summary = (await (
      await fetch(`${baseUrl}/ind-investment/api/v4/insta-cash/summary`, { headers })
    ).json()) as {
      next_emi: { due_date: string; amount_paise: number };
    };
    await page.goto(`${baseUrl}/?token=demo`);
    const due = page.getByRole('region', { name: 'What falls due' });
    await expect.poll(() => due.getByRole('listitem').count(), { timeout: 20_000 }).toBeGreaterThan(0);
    const showAll = due.getByRole('button', { name: /^Show all \d+ weeks$/ });
    if (await showAll.isVisible()) await showAll.click();

    // Other journeys on the shared sandbox may have drawn more from the line, so the day's row is
    // what every withdrawal owes that day (the schedule), not only the summary's next EMI.
    const schedule = (await (
      await fetch(`${baseUrl}/ind-investment/api/v4/insta-cash/emi-schedule`, { headers })
    ).json()) as { rows: { due_date: string; emi_paise: number; status: string }[] };
    const owedThatDay = schedule.rows
      .filter((row) => row.due_date === summary.next_emi.due_date && ['DUE', 'UPCOMING'].includes(row.status))
      .reduce((sum, row) => sum + row.emi_paise, 0);
    const day = new Date(`${summary.next_emi.due_date}T00:00:00Z`);
    const dayText = `${day.getUTCDate()} ${day.toLocaleString('en-GB', { month: 'short', timeZone: 'UTC' })}`;
    const emi = due.getByRole('link', { name: /Instant cash EMI/ }).filter({ hasText: dayText });
    // The list fills in as each source answers (dues, EMIs, bills, premiums): poll for the row's
    // final amount rather than read it once.
    await expect.poll(() => emi.count()).toBeGreaterThan(0);
    await expect
      .poll(async () => paiseOf(await emi.first().textContent()), { timeout: 15_000 })
      .toBe(owedThatDay);
    expect(owedThatDay).toBeGreaterThanOrEqual(summary.next_emi.amount_paise);
    for (const card of ['HDFC Bank Regalia Gold bill', 'ICICI Bank Amazon Pay bill']) {
      const row = due.getByRole('link', { name: new RegExp(card) });
      expect(await row.textContent()).toMatch(/Minimum ₹[\d,]+\.\d\d/);
    }
    // Each running SIP, named by its fund, on its next day (within the window: the next is at
    // most a month away), opening the fund's page. Demo's are PPFAS ₹10,000 on the 5th, HDFC
    // Nifty 50 ₹7,500 on the 7th, ICICI ₹4,000 on the 15th and SBI Gold ₹2,000 on the 20th.
    const { sips } = (await (
      await fetch(`${baseUrl}/tracking-service/mutual-funds/sips`, { headers })
    ).json()) as { sips: { isin: string; name: string; amount_paise: number; next_day: string }[] };
    expect(sips.map((sip) => [sip.name.split(' ')[0], sip.amount_paise])).toEqual(
      expect.arrayContaining([
        ['Parag', 10_000_00],
        ['HDFC', 7_500_00],
      ]),
    );
    for (const sip of sips) {
      const next = new Date(`${sip.next_day}T00:00:00Z`);
      const nextText = `${next.getUTCDate()} ${next.toLocaleString('en-GB', { month: 'short', timeZone: 'UTC' })}`;
      const row = due
        .getByRole('link', {
          name: new RegExp(`${sip.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}.*SIP instalment`),
        })
        .filter({ hasText: nextText });
      // The list grows a week at a time as sources answer: show every week each time round.
      await expect
        .poll(
          async () => {
            if (await showAll.isVisible()) await showAll.click();
            return row.count();
          },
          { timeout: 15_000 },
        )
        .toBe(1);
      expect(paiseOf(await row.textContent())).toBe(sip.amount_paise);
      expect(await row.getAttribute('href')).toBe(`/mutual-funds/fund/${sip.isin}`);
    }
    // Every week's total is the sum of its rows, once every source has answered.
    const weekSums = async () => {
      const pairs: [number, number][] = [];
      for (const week of await due.getByRole('region').all()) {
        const total = paiseOf((await week.getByText(/^Total/).textContent()) ?? '');
        let sum = 0;
        for (const row of await week.getByRole('link').all())
          sum += paiseOf(await row.locator('span.tabular-nums').last().textContent());
        pairs.push([total, sum]);
      }
      return pairs.filter(([total, sum]) => total !== sum);
    };
    await expect.poll(weekSums, { timeout: 15_000 }).toEqual([]);
    // The bank statement's SIP debits (HDFC's ₹7,500 on the 7th, ICICI's ₹4,000 on the 15th) are
    // those funds' SIPs: listed once, as the fund's, so no week counts them twice.
    expect(await due.getByRole('link', { name: /HDFC Mutual Fund|ICICI Prudential MF/ }).count()).toBe(0);
  });

  it('reads offline after one visit: the same net worth and SIPs, with the offline banner', async () => {
    session = await openSession({ viewport: PHONE });
    const { page, context, baseUrl } = session;
    await page.goto(`${baseUrl}/?token=demo`);
    const online = await netWorthOnHome(page);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.reload();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    expect(await netWorthOnHome(page)).toBe(online);
    // A SIP instalment once it has answered, and the persisted cache holding it (the test build's
    // word), so the offline reload has it to paint.
    const due = page.getByRole('region', { name: 'What falls due' });
    const showAll = due.getByRole('button', { name: /^Show all \d+ weeks$/ });
    const sip = due.getByRole('link', { name: /Parag Parikh Flexi Cap.*SIP instalment/ });
    const sipShown = async () => {
      if (await showAll.isVisible()) await showAll.click();
      return sip.count();
    };
    await expect.poll(sipShown, { timeout: 20_000 }).toBeGreaterThan(0);
    await expect
      .poll(() =>
        page.evaluate(() =>
          (window as unknown as { __queryCache: { settled: () => Promise<boolean> } }).__queryCache.settled(),
        ),
      )
      .toBe(true);

    await context.setOffline(true);
    await page.reload();
    // Chromium keeps navigator.onLine true in a document loaded offline: say it once more.
    const cdp = await context.newCDPSession(page);
    for (const offline of [false, true]) {
      await cdp.send('Network.emulateNetworkConditions', {
        offline,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });
    }
    expect(await netWorthOnHome(page)).toBe(online);
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: "You're offline" }).isVisible())
      .toBe(true);
    const attention = page.getByRole('region', { name: 'Needs attention' });
    expect(await attention.textContent()).toMatch(/is overdue/);
    await expect.poll(sipShown, { timeout: 15_000 }).toBeGreaterThan(0);
    await context.setOffline(false);
  });

  it('invites newbie to link, then shows the HDFC account in the net worth', async () => {
    session = await openSession({ viewport: PHONE });
    const { page, baseUrl } = session;
    await resetNewbie(baseUrl);
    await page.goto(`${baseUrl}/?token=newbie`);
    const call = page.getByRole('region', { name: 'See all your money in one place' });
    await expect.poll(() => call.isVisible(), { timeout: 20_000 }).toBe(true);
    expect(await page.getByRole('region', { name: 'Net worth' }).count()).toBe(0);
    await page.screenshot({ path: 'test-results/screenshots/home-newbie-390x844.png', fullPage: true });

    await call.getByRole('link', { name: 'Link your accounts' }).click();
    await heading(page, /./);
    expect(new URL(page.url()).pathname).toBe('/account-aggregator/onboarding');
    await startWith(page, ['HDFC Bank']);
    await typeOtp(page, /OTP from Finvu/, OTP);
    await heading(page, /Link your HDFC Bank accounts/);
    await typeOtp(page, /OTP from HDFC Bank/, OTP);
    await heading(page, 'Approve your consent');
    await page.getByRole('button', { name: 'Approve' }).click();
    await heading(page, 'Your bank accounts are linked');

    const accounts = (await (
      await fetch(`${baseUrl}/aa-service/l1-screen-v2`, { headers: { authorization: 'Bearer newbie' } })
    ).json()) as { total_balance_paise: number; accounts: { bank_name: string }[] };
    expect(accounts.accounts.map((a) => a.bank_name)).toEqual([expect.stringMatching(/HDFC/)]);

    // Back to home by opening the app again: the persisted cache must not paint "nothing linked".
    await page.goto(`${baseUrl}/`);
    expect(await netWorthOnHome(page)).toBe(accounts.total_balance_paise);
    const parts = page.getByRole('region', { name: 'Net worth' });
    expect(await parts.getByRole('link', { name: /^Bank balances/ }).textContent()).toContain('₹');
    expect(await parts.getByRole('link', { name: /^Stocks/ }).textContent()).toContain('Not linked');
    await resetNewbie(baseUrl);
  });
});

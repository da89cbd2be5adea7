import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { amountsIn } from './support/amounts';
import { openSession, PHONE, type Session } from './support/browser';
import { heading, seeText, shot } from './support/linking';

vi.setConfig({ testTimeout: 120_000 });

/** newbie's PAN in the seed: the sample statement's password. */
const NEWBIE_PAN = 'BNZPN4821K';
const AUTH = { authorization: 'Bearer newbie' };

let session: Session | null = null;

/** newbie starts and ends with no fund brought in by a CAS, whatever an earlier run left. */
async function forgetImports(baseUrl: string): Promise<void> {
  const answer = await fetch(`${baseUrl}/sandbox/fund-imports`, { method: 'DELETE', headers: AUTH });
  expect(answer.status).toBe(200);
}

/** newbie's folios and how many transaction lines they hold, from the portfolio the screens read. */
async function holdings(baseUrl: string): Promise<{ folios: string[]; lines: number }> {
  const answer = await fetch(`${baseUrl}/tracking-service/mutual-funds/portfolio`, { headers: AUTH });
  const { folios } = (await answer.json()) as {
    folios: { source: string; schemes: { transactions: unknown[] }[] }[];
  };
  return {
    folios: folios.map((f) => f.source),
    lines: folios.flatMap((f) => f.schemes).flatMap((s) => s.transactions).length,
  };
}

beforeEach(async () => {
  session = await openSession({ viewport: PHONE });
  await forgetImports(session.baseUrl);
});
afterEach(async () => {
  if (session !== null) await forgetImports(session.baseUrl);
  await session?.close();
  session = null;
});

describe('mutual funds: a CAS brought in by hand', () => {
  it('newbie imports the sample: a wrong password adds nothing, the right one adds funds, a second time adds nothing', async () => {
    const { page, baseUrl } = session!;
    const sample = await fetch(`${baseUrl}/sandbox/samples/fund-cas.pdf`, { headers: AUTH });
    expect(sample.status).toBe(200);
    const buffer = Buffer.from(await sample.arrayBuffer());

    await page.goto(`${baseUrl}/mutual-funds?token=newbie`);
    await expect
      .poll(() => page.getByRole('heading', { level: 2, name: 'No mutual funds yet' }).isVisible(), {
        timeout: 15_000,
      })
      .toBe(true);
    await page.getByRole('link', { name: 'Import a CAS' }).click();
    await heading(page, 'Import a CAS');

    const picker = page.getByLabel('Mutual-fund CAS (PDF)');
    await picker.setInputFiles({ name: 'fund-cas.pdf', mimeType: 'application/pdf', buffer });
    await seeText(page, 'Chosen: fund-cas.pdf');
    await page.getByLabel('Statement password').fill('ZZZZZ9999Z');
    await page.getByRole('button', { name: 'Read my statement' }).click();
    await seeText(page, /Wrong statement password/);
    await shot(page, 'mf-cas-wrong-password');
    expect(await holdings(baseUrl)).toEqual({ folios: [], lines: 0 });

    await page.getByLabel('Statement password').fill(NEWBIE_PAN.toLowerCase());
    await page.getByRole('button', { name: 'Read my statement' }).click();
    await seeText(page, /2 folios with 8 transactions added/);
    await shot(page, 'mf-cas-imported');
    expect(await holdings(baseUrl)).toEqual({ folios: ['cas', 'cas'], lines: 8 });

    // The funds screen shows them at once: the import refreshed the portfolio it had read empty.
    await page.getByRole('link', { name: 'See your funds' }).click();
    await heading(page, 'Mutual funds');
    const totals = page.getByLabel('Portfolio totals', { exact: true });
    await expect.poll(() => totals.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(amountsIn((await totals.textContent()) ?? '')[0] ?? 0).toBeGreaterThan(0);
    const funds = page.getByRole('region', { name: 'Your funds' });
    for (const name of [/Parag Parikh Flexi Cap/, /HDFC Short Term Debt/]) {
      await expect.poll(() => funds.getByRole('link', { name }).count()).toBe(1);
    }

    // The same statement again: told so, and nothing doubles.
    await page.getByRole('link', { name: 'Import a CAS' }).click();
    await heading(page, 'Import a CAS');
    await page.getByLabel('Mutual-fund CAS (PDF)').setInputFiles({
      name: 'fund-cas.pdf',
      mimeType: 'application/pdf',
      buffer,
    });
    await page.getByLabel('Statement password').fill(NEWBIE_PAN);
    await page.getByRole('button', { name: 'Read my statement' }).click();
    await seeText(page, /imported before/);
    expect(await holdings(baseUrl)).toEqual({ folios: ['cas', 'cas'], lines: 8 });
    await page.getByRole('link', { name: 'See your funds' }).click();
    await expect
      .poll(() => page.getByRole('region', { name: 'Your funds' }).getByRole('link').count(), {
        timeout: 15_000,
      })
      .toBe(2);
  });
});

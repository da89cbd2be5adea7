import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { openSession, PHONE, type Session } from './support/browser';
import { heading, shot } from './support/linking';
import { choose } from './support/native-select';

vi.setConfig({ testTimeout: 90_000 });

let session: Session | null = null;
beforeEach(async () => {
  session = await openSession({ viewport: PHONE });
});
afterEach(async () => {
  await session?.close();
  session = null;
});

type Holding = { isin: string; company_name: string; broker_name: string; quantity: number };

describe('equity: all holdings across brokers', () => {
  it('shows a stock held at Zerodha and ICICI Direct once, with the quantity split by broker', async () => {
    const { page, baseUrl } = session!;
    // Which stock demo holds at both brokers, from the sandbox the screen reads.
    const answer = await fetch(`${baseUrl}/stocks-widget/in-stocks/consolidated-holdings`, {
      headers: { authorization: 'Bearer demo' },
    });
    const { groups } = (await answer.json()) as { groups: { holdings: Holding[] }[] };
    const shared = groups.find((g) => new Set(g.holdings.map((h) => h.broker_name)).size === 2)!.holdings;
    const name = shared[0]!.company_name;
    const total = shared.reduce((sum, h) => sum + h.quantity, 0);

    await page.goto(`${baseUrl}/equity?token=demo`);
    await heading(page, 'Equity');
    await page.getByRole('tab', { name: 'All holdings' }).click();
    const list = page.getByRole('list', { name: 'Holdings' });
    await expect.poll(() => list.isVisible(), { timeout: 15_000 }).toBe(true);
    const rows = list.getByRole('article', { name, exact: true });
    await expect.poll(() => rows.count()).toBe(1);
    const text = await rows.innerText();
    expect(text).toContain(total.toLocaleString('en-IN'));
    for (const h of shared) expect(text).toContain(`${h.broker_name} ${h.quantity.toLocaleString('en-IN')}`);
    await shot(page, 'all-holdings');

    // The grouping and the gainers ranking work on the whole portfolio.
    await page.getByRole('button', { name: 'Sector', exact: true }).click();
    await expect.poll(() => page.getByRole('list', { name: 'Sectors' }).isVisible()).toBe(true);
    expect(new URL(page.url()).searchParams.get('group_by')).toBe('sector');
    await page.getByRole('button', { name: 'Stocks', exact: true }).click();
    await choose(page.getByRole('combobox', { name: 'Sort by' }), /gainers/i);
    await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe('top_gainers');
    // Ranked, still one line per stock.
    await expect.poll(() => list.getByRole('article').count()).toBeGreaterThan(0);
    const names = await list
      .getByRole('article')
      .evaluateAll((articles) => articles.map((a) => a.getAttribute('aria-labelledby') ?? ''));
    expect(new Set(names).size).toBe(names.length);
  });
});

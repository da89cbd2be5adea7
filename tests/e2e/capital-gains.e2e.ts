import { mkdirSync, readFileSync } from 'node:fs';

import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterEach, describe, expect, it } from 'vitest';

import { parseCsv } from '../support/parse-csv';
import { amountsIn } from './support/amounts';
import { openSession, PHONE, type Session } from './support/browser';
import { choose, chosen } from './support/native-select';

const SHOTS = 'test-results/screenshots';

let session: Session | null = null;
afterEach(async () => {
  await session?.close();
  session = null;
});

/** "1234.56" or "-12.30" → paise. */
function paiseOf(rupees: string): number {
  const negative = rupees.startsWith('-');
  const [whole = '0', fraction = '00'] = rupees.replace('-', '').split('.');
  const value = Number(whole) * 100 + Number(fraction);
  return negative ? -value : value;
}

/** The financial year before the one today (IST) is in: its start year and "2025-26". */
function lastFinancialYear(): { label: string; text: string } {
  const ist = new Date(Date.now() + 330 * 60_000);
  const year = ist.getUTCMonth() >= 3 ? ist.getUTCFullYear() - 1 : ist.getUTCFullYear() - 2;
  const text = `${year}-${String((year + 1) % 100).padStart(2, '0')}`;
  return { label: `FY ${text}`, text };
}

describe('capital gains (demo)', { timeout: 90_000 }, () => {
  it("opens last year's gains from Equity, shows a figure's lots, and downloads Schedule 112A that adds up", async () => {
    const fy = lastFinancialYear();
    session = await openSession({ viewport: PHONE });
    const { page, baseUrl } = session;
    await page.goto(`${baseUrl}/equity?token=demo`);
    await page.getByRole('link', { name: 'Capital gains' }).click();
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: 'Capital gains' }).isVisible(), {
        timeout: 15_000,
      })
      .toBe(true);

    const year = page.getByRole('combobox', { name: 'Financial year' });
    await choose(year, fy.label);
    await expect.poll(() => chosen(year), { timeout: 15_000 }).toBe(fy.label);
    await expect.poll(() => new URL(page.url()).searchParams.get('fy')).toBe(fy.text);
    await expect
      .poll(() => page.getByRole('heading', { level: 2, name: fy.label }).isVisible(), { timeout: 15_000 })
      .toBe(true);

    // The long-term total before the exemption, and the exemption it used up.
    const longTerm = page.getByRole('button', { name: /^Long-term gains before exemption/ });
    const longTermPaise = amountsIn((await longTerm.textContent()) ?? '')[0] ?? 0;
    expect(longTermPaise).toBeGreaterThan(1_25_000_00);
    // What Schedule 112A reports: the long-term gains on shares and equity funds (a debt fund's
    // long-term gain, under section 112, is in the total above but not in the schedule).
    const gains112A = page.getByRole('button', { name: /^Long-term gains under section 112A/ });
    const gains112APaise = amountsIn((await gains112A.textContent()) ?? '')[0] ?? 0;
    expect(gains112APaise).toBeGreaterThan(1_25_000_00);
    expect(gains112APaise).toBeLessThanOrEqual(longTermPaise);
    const used = page.getByRole('button', { name: /^Section 112A exemption used/ });
    expect(amountsIn((await used.textContent()) ?? '').at(-1)).toBe(1_25_000_00);
    // Short-term gains are taxed at 20 % and long-term ones at 12.5 % in this year.
    await expect
      .poll(() => page.getByRole('button', { name: /^Short term at 20% \(section 111A\)/ }).count())
      .toBe(1);
    await expect
      .poll(() => page.getByRole('button', { name: /^Long term at 12.5% \(section 112A\)/ }).count())
      .toBe(1);
    await expect
      .poll(() => page.getByText('surcharge and the 4% cess', { exact: false }).isVisible())
      .toBe(true);
    // A debt fund bought from April 2023 is taxed at the slab rate, whatever the holding (50AA).
    await expect
      .poll(() => page.getByRole('button', { name: /^Short term at your slab rate/ }).count())
      .toBe(1);
    // Fund sales sit under their folio, and units held in demat under the demat account.
    await expect
      .poll(() => page.getByRole('region', { name: /^HDFC Mutual Fund · folio 21840713\/67$/ }).count())
      .toBe(1);
    await expect
      .poll(() => page.getByRole('region', { name: 'UTI Mutual Fund · CDSL demat 1208160000047702' }).count())
      .toBe(1);
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/capital-gains-year.png`, fullPage: true });

    // The figure opens its lots: the State Bank lot bought in 2017 is grandfathered.
    await longTerm.click();
    const dialog = page.getByRole('dialog', { name: 'Long-term gains before exemption' });
    await expect.poll(() => dialog.isVisible(), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => dialog.getByRole('heading', { name: 'State Bank of India' }).count()).toBe(1);
    await expect.poll(() => dialog.getByText('Grandfathered (31 Jan 2018 price)').count()).toBe(1);
    await expect.poll(() => dialog.getByText('1 Jun 2017').count()).toBe(1);
    // Once the dialog has faded in, for a screenshot of what a customer reads.
    await expect
      .poll(() => dialog.evaluate((element) => getComputedStyle(element.parentElement ?? element).opacity))
      .toBe('1');
    await page.screenshot({ path: `${SHOTS}/capital-gains-lots.png` });
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => dialog.count()).toBe(0);

    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 30_000 }),
      page.getByRole('button', { name: 'Download Schedule 112A (CSV)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`schedule-112a-fy-${fy.text}.csv`);
    const text = readFileSync(await download.path(), 'utf8');
    // The income-tax utility reads the first heading as it is: no byte-order mark before it.
    expect(text.charCodeAt(0)).not.toBe(0xfeff);
    const [header, ...rows] = parseCsv(text);
    const balance = header?.indexOf('Balance(14) = 6 - 13') ?? -1;
    expect(balance).toBe(14);
    expect(rows.length).toBeGreaterThan(1);
    expect(rows.some((row) => row[0] === 'BE' && row[2] === 'INE062A01020')).toBe(true);
    const sum = rows.reduce((total, row) => total + paiseOf(row[balance] ?? ''), 0);
    expect(sum).toBe(gains112APaise);
    // Fund units are in the schedule too: the PPFAS redemption of October 2025.
    expect(rows.some((row) => row[2] === 'INF879O01027')).toBe(true);
  });

  it("shows this year's unrealised gains and ways to save tax, and last year's sales as a CSV and a PDF that add up", async () => {
    const fy = lastFinancialYear();
    session = await openSession({ viewport: PHONE });
    const { page, baseUrl } = session;
    await page.goto(`${baseUrl}/equity?token=demo`);
    await page.getByRole('link', { name: 'Capital gains' }).click();

    // The current year opens first: its holdings at today's price, lot by lot.
    await expect
      .poll(() => page.getByRole('heading', { level: 2, name: 'Unrealised gains' }).isVisible(), {
        timeout: 15_000,
      })
      .toBe(true);
    await expect
      .poll(() => page.getByText(/Long term from \d{1,2} [A-Z][a-z]{2} \d{4}/).count(), { timeout: 15_000 })
      .toBeGreaterThan(0);
    const harvest = page.getByRole('region', { name: 'Ways to save tax this year' });
    await expect.poll(() => harvest.isVisible()).toBe(true);
    await expect
      .poll(() => harvest.getByText('Section 112A exemption left this year', { exact: false }).count())
      .toBe(1);
    await expect.poll(() => harvest.getByText('A hint, not advice.', { exact: false }).count()).toBe(1);
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/capital-gains-unrealised.png`, fullPage: true });

    // Last year: no unrealised section, and every lot sold in the CSV adds up to its two totals.
    const year = page.getByRole('combobox', { name: 'Financial year' });
    await choose(year, fy.label);
    await expect
      .poll(() => page.getByRole('heading', { level: 2, name: fy.label }).isVisible(), { timeout: 15_000 })
      .toBe(true);
    expect(await page.getByRole('heading', { level: 2, name: 'Unrealised gains' }).count()).toBe(0);
    const signedAmount = async (name: RegExp) => {
      const text = (await page.getByRole('button', { name }).first().textContent()) ?? '';
      const paise = amountsIn(text)[0] ?? 0;
      return /[-−]\s*₹/.test(text) ? -paise : paise;
    };
    const shortTerm = await signedAmount(/^Short-term gains/);
    const longTerm = await signedAmount(/^Long-term gains before exemption/);
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 30_000 }),
      page.getByRole('button', { name: 'Download all sales (CSV)' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`capital-gains-fy-${fy.text}.csv`);
    const [header, ...rows] = parseCsv(readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, ''));
    const gain = header?.indexOf('Gain') ?? -1;
    expect(gain).toBeGreaterThan(0);
    expect(rows.length).toBeGreaterThan(1);
    expect(rows.reduce((total, row) => total + paiseOf(row[gain] ?? ''), 0)).toBe(shortTerm + longTerm);

    // The same lots as a PDF to read: its totals are the screen's, and it lists every lot. It is
    // made offline too, after one visit the worker saw: the screen fetches its fonts while open,
    // and the worker keeps them.
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload();
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 15_000 })
      .toBe(true);
    await expect
      .poll(() => page.getByRole('heading', { level: 2, name: fy.label }).isVisible(), { timeout: 15_000 })
      .toBe(true);
    await expect
      .poll(
        () =>
          page.evaluate(async () => {
            const files = new Set<string>();
            for (const name of await caches.keys()) {
              for (const request of await (await caches.open(name)).keys()) {
                if (request.url.endsWith('.woff')) files.add(request.url);
              }
            }
            return files.size;
          }),
        { timeout: 20_000 },
      )
      .toBe(4);
    await session.context.setOffline(true);
    const [pdfDownload] = await Promise.all([
      page.waitForEvent('download', { timeout: 30_000 }),
      page.getByRole('button', { name: 'Download all sales (PDF)' }).click(),
    ]);
    await session.context.setOffline(false);
    expect(pdfDownload.suggestedFilename()).toBe(`capital-gains-fy-${fy.text}.pdf`);
    const pdf = await pdfText(readFileSync(await pdfDownload.path()));
    expect(pdf).toContain(`Capital gains, financial year ${fy.text}`);
    expect(pdf).toContain(`Lots sold: ${rows.length}`);
    const pdfTotal = (label: string) =>
      paiseOf(new RegExp(`${label}: ₹ ?(-?[0-9,.]+)`).exec(pdf)?.[1]?.replace(/,/g, '') ?? 'NaN');
    expect(pdfTotal('Short-term gains')).toBe(shortTerm);
    expect(pdfTotal('Long-term gains')).toBe(longTerm);
    for (const row of rows) expect(pdf).toContain(row[2] ?? '-');
  });
});

/** A PDF's text as a viewer reads it, every run of spaces as one. */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const document = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, verbosity: 0 })
    .promise;
  let text = '';
  for (let n = 1; n <= document.numPages; n += 1) {
    const content = await (await document.getPage(n)).getTextContent();
    text += ` ${content.items.map((item) => ('str' in item ? item.str : '')).join(' ')}`;
  }
  return text.replace(/\s+/g, ' ');
}

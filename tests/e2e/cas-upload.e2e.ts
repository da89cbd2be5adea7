import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { openSession, PHONE, type Session } from './support/browser';
import { heading, seeText, shot } from './support/linking';

vi.setConfig({ testTimeout: 90_000 });

/** newbie's PAN in the seed: the sample statement's password. */
const NEWBIE_PAN = 'BNZPN4821K';
const AUTH = { authorization: 'Bearer newbie' };

let session: Session | null = null;

/** newbie starts and ends with no broker brought in, whatever an earlier run left. */
async function forgetImports(baseUrl: string): Promise<void> {
  const answer = await fetch(`${baseUrl}/sandbox/imports`, { method: 'DELETE', headers: AUTH });
  expect(answer.status).toBe(200);
}

async function brokerNames(baseUrl: string): Promise<string[]> {
  const answer = await fetch(`${baseUrl}/stocks-widget/in-stocks/broker-details`, { headers: AUTH });
  const { brokers } = (await answer.json()) as { brokers: { broker_name: string }[] };
  return brokers.map((b) => b.broker_name);
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

describe('equity: a broker without the account aggregator', () => {
  it('imports the sample CAS: a wrong password adds nothing, the right one adds its holdings', async () => {
    const { page, baseUrl } = session!;
    const sample = await fetch(`${baseUrl}/sandbox/samples/cas.pdf?depository=NSDL`, { headers: AUTH });
    const buffer = Buffer.from(await sample.arrayBuffer());

    await page.goto(`${baseUrl}/equity/track-by-statement?token=newbie`);
    await heading(page, 'Add a broker');
    // Not a PDF: refused on the device, before anything is sent.
    await page.getByLabel('CAS statement (PDF)').setInputFiles({
      name: 'photo.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('\u0089PNG\r\n\u001a\nnot a statement'),
    });
    await seeText(page, /This is not a PDF/);
    // Over 5 MB: refused on the device too, with the limit the form states.
    await page.getByLabel('CAS statement (PDF)').setInputFiles({
      name: 'huge.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(5 * 1024 * 1024)]),
    });
    await seeText(page, /This file is over 5 MB/);

    await page.getByLabel('CAS statement (PDF)').setInputFiles({
      name: 'nsdl-cas.pdf',
      mimeType: 'application/pdf',
      buffer,
    });
    await seeText(page, 'Chosen: nsdl-cas.pdf');
    await page.getByLabel('Statement password').fill('ZZZZZ9999Z');
    await page.getByRole('button', { name: 'Read my statement' }).click();
    await seeText(page, /Wrong statement password/);
    await shot(page, 'cas-wrong-password');
    expect(await brokerNames(baseUrl)).toEqual([]);

    await page.getByLabel('Statement password').fill(NEWBIE_PAN.toLowerCase());
    await page.getByRole('button', { name: 'Read my statement' }).click();
    await seeText(page, /3 holdings added/);
    await shot(page, 'cas-imported');
    expect(await brokerNames(baseUrl)).toEqual(['NSDL CAS statement']);

    await page.getByRole('link', { name: 'See all holdings' }).click();
    const list = page.getByRole('list', { name: 'Holdings' });
    await expect.poll(() => list.isVisible(), { timeout: 15_000 }).toBe(true);
    for (const name of ['Reliance Industries Ltd', 'Infosys Ltd', 'ITC Ltd']) {
      await expect.poll(() => list.getByRole('article', { name, exact: true }).count()).toBe(1);
    }
  });

  it('connects a broker by login: its own checks, a wrong password adds nothing, the right one adds it', async () => {
    const { page, baseUrl } = session!;
    // The way in for a customer with no broker: the sales page's second choice.
    await page.goto(`${baseUrl}/equity?token=newbie`);
    await heading(page, 'Equity');
    const instead = page.getByRole('link', { name: 'Upload a CAS statement instead' });
    await expect.poll(() => instead.isVisible(), { timeout: 15_000 }).toBe(true);
    await shot(page, 'equity-sales-page');
    await instead.click();
    await heading(page, 'Add a broker');
    await page.getByRole('tab', { name: 'Broker login' }).click();
    await page.getByRole('button', { name: 'Connect broker' }).click();
    await seeText(page, 'Choose your broker.');
    await seeText(page, 'Enter your client ID or username.');
    await seeText(page, 'Enter your broker password.');

    await page.getByLabel('Broker', { exact: true }).selectOption('zerodha');
    await page.getByLabel('Client ID or username').fill('ZX4821');
    await page.getByLabel('Broker password').fill('not-the-one');
    await page.getByRole('button', { name: 'Connect broker' }).click();
    await seeText(page, /client ID or password is wrong/);
    await shot(page, 'broker-login-wrong-password');
    expect(await brokerNames(baseUrl)).toEqual([]);

    await page.getByLabel('Broker password').fill('sandbox123');
    await page.getByRole('button', { name: 'Connect broker' }).click();
    await seeText(page, /Zerodha is connected/);
    expect(await brokerNames(baseUrl)).toEqual(['Zerodha']);

    await page.getByRole('link', { name: 'Open Zerodha' }).click();
    await heading(page, 'Zerodha');
  });
});

// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { apiErrorBodySchema } from '@/api/schemas/errors';
import { fundInputs } from '@/api/schemas/fund-inputs';
import {
  type FundPortfolio,
  fundPortfolioSchema,
  type FundScheme,
  type FundTransaction,
} from '@/api/schemas/mutual-funds';
import { fundGains } from '@/domain/capital-gains/from-fund-lines';

import { FUNDS, type FundsServer, NOW, startFundsServer } from './funds-server';

const URL = `${FUNDS}/portfolio`;
let server: FundsServer;
let demo: FundPortfolio;

beforeAll(async () => {
  server = await startFundsServer();
  const res = await server.get(URL);
  expect(res.statusCode).toBe(200);
  demo = fundPortfolioSchema.parse(res.json());
});
afterAll(async () => {
  await server.close();
});

function scheme(isin: string): FundScheme {
  const found = demo.folios.flatMap((folio) => folio.schemes).find((s) => s.isin === isin);
  if (found === undefined) throw new Error(`demo holds no ${isin}`);
  return found;
}

const on = (s: FundScheme, day: string, kind: FundTransaction['kind']) =>
  s.transactions.filter((t) => t.day === day && t.kind === kind);

const unitsOf = (lines: readonly FundTransaction[]) => lines.reduce((sum, t) => sum + t.units_milli, 0);

const BOUGHT = new Set(['purchase', 'sip', 'switch_in', 'dividend_reinvest']);

describe('GET /tracking-service/mutual-funds/portfolio', () => {
  it("lists demo's seven folios, one of them units held in the CDSL demat, as of today in India", () => {
    expect(demo.as_of).toBe('2026-01-15');
    expect(demo.folios.map((f) => [f.folio_id, f.folio_number, f.registrar, f.source])).toEqual([
      ['mf-demo-demat-uti', '1208160000047702', 'KFINTECH', 'CDSLFIP'],
      ['mf-demo-hdfc', '21840713/67', 'CAMS', 'CAMSRTAFIP'],
      ['mf-demo-icici', '8840215/19', 'CAMS', 'CAMSRTAFIP'],
      ['mf-demo-mirae', '79930418562', 'KFINTECH', 'kfinmf-fip'],
      ['mf-demo-nippon', '477190352841', 'KFINTECH', 'kfinmf-fip'],
      ['mf-demo-ppfas', '15203874/52', 'CAMS', 'CAMSRTAFIP'],
      ['mf-demo-sbi', '30781266/43', 'CAMS', 'CAMSRTAFIP'],
    ]);
  });

  it('prices every line by the rules: stamp duty, units rounded down, lines oldest first', () => {
    for (const s of demo.folios.flatMap((folio) => folio.schemes)) {
      const days = s.transactions.map((t) => t.day);
      expect(days).toEqual(days.toSorted());
      let held = 0;
      for (const t of s.transactions) {
        const worth = (t.units_milli * t.nav_hundredth_paise) / 100_000;
        if (t.kind === 'stamp_duty') {
          expect([t.units_milli, t.nav_hundredth_paise]).toEqual([0, 0]);
          const bought = on(s, t.day, 'purchase').concat(on(s, t.day, 'sip'));
          expect(bought).toHaveLength(1);
          expect(t.amount_paise).toBe(
            Math.round(((bought[0]?.amount_paise ?? 0) + t.amount_paise) * 0.00005),
          );
        } else if (t.kind === 'split' || t.kind === 'bonus') {
          // No money; the units one unit became, rounded down to 0.001 unit.
          const { from = 0, to = 0 } = t.ratio ?? {};
          expect(t.amount_paise).toBe(0);
          expect(t.units_milli).toBe(Math.floor((held * to) / from) - (t.kind === 'split' ? held : 0));
          held += t.units_milli;
        } else if (BOUGHT.has(t.kind)) {
          // Rounded down to 0.001 unit: short of the money by less than one thousandth's worth.
          expect(worth).toBeLessThanOrEqual(t.amount_paise);
          expect(t.amount_paise - worth).toBeLessThan(t.nav_hundredth_paise / 100_000 + 1);
          held += t.units_milli;
        } else {
          expect(Math.abs(t.amount_paise - worth)).toBeLessThanOrEqual(0.5);
          held -= t.units_milli;
        }
        expect(held).toBeGreaterThanOrEqual(0);
      }
      for (const t of s.transactions.filter((line) => line.kind === 'purchase' || line.kind === 'sip')) {
        expect(on(s, t.day, 'stamp_duty')).toHaveLength(t.day >= '2020-07-01' ? 1 : 0);
      }
      expect(s.nav_day <= demo.as_of).toBe(true);
      expect([0, 6]).not.toContain(new Date(`${s.nav_day}T00:00:00Z`).getUTCDay());
    }
  });

  it('has a SIP redeemed in part: PPFAS on the 5th since April 2021, FIFO through its oldest instalments', () => {
    const flexi = scheme('INF879O01027');
    expect(flexi).toMatchObject({
      plan: 'direct',
      option: 'growth',
      category: 'equity',
      tax_class: 'equity',
    });
    const sips = flexi.transactions.filter((t) => t.kind === 'sip');
    expect(sips[0]?.day).toBe('2021-04-05');
    expect(sips.at(-1)?.day).toBe('2026-01-05');
    expect(sips.every((t) => t.day.endsWith('-05') && t.amount_paise === 10_000_00 - 50)).toBe(true);
    expect(on(flexi, '2021-04-05', 'stamp_duty')[0]?.amount_paise).toBe(50);
    const [sold] = on(flexi, '2025-10-14', 'redemption');
    const oldest = unitsOf(sips.slice(0, 10)) + Math.floor((sips[10]?.units_milli ?? 0) / 2);
    expect(sold?.units_milli).toBe(oldest);
  });

  it('has the debt fund bought either side of 1 April 2023 and sold across both lots on 2025-06-16', () => {
    const debt = scheme('INF179K01YM7');
    expect(debt).toMatchObject({ category: 'debt', tax_class: 'debt', sub_category: 'Short Duration Fund' });
    const [march] = on(debt, '2023-03-20', 'purchase');
    const [april] = on(debt, '2023-04-10', 'purchase');
    for (const [lot, day] of [
      [march, '2023-03-20'],
      [april, '2023-04-10'],
    ] as const) {
      expect(lot?.amount_paise).toBe(2_00_000_00 - 10_00);
      expect(on(debt, day, 'stamp_duty')[0]?.amount_paise).toBe(10_00);
    }
    const [sold] = on(debt, '2025-06-16', 'redemption');
    expect(sold?.units_milli).toBeGreaterThan(march?.units_milli ?? Infinity);
    expect(sold?.units_milli).toBeLessThan((march?.units_milli ?? 0) + (april?.units_milli ?? 0));
    expect(sold?.amount_paise).toBeGreaterThan((march?.amount_paise ?? 0) * 1.1);
  });

  it('has a switch in the HDFC folio: balanced advantage out, Nifty 50 in, same day and amount', () => {
    const out = on(scheme('INF179K01WA6'), '2025-09-01', 'switch_out');
    const into = on(scheme('INF179K01WM1'), '2025-09-01', 'switch_in');
    expect(out).toHaveLength(1);
    expect(into[0]?.amount_paise).toBe(out[0]?.amount_paise);
    expect(scheme('INF179K01WA6')).toMatchObject({ category: 'hybrid', tax_class: 'equity' });
    expect(scheme('INF179K01WM1')).toMatchObject({ category: 'equity', tax_class: 'equity' });
    const hdfc = demo.folios.find((f) => f.folio_id === 'mf-demo-hdfc');
    expect(hdfc?.schemes.map((s) => s.isin).sort()).toEqual(['INF179K01WA6', 'INF179K01WM1', 'INF179K01YM7']);
  });

  it('has a grandfathered 2017 lump sum sold either side of the 2024 budget, and a short-term sale', () => {
    const small = scheme('INF204K01HY3');
    expect(small).toMatchObject({ plan: 'regular', category: 'equity', tax_class: 'equity' });
    const [old] = on(small, '2017-06-12', 'purchase');
    expect(old?.amount_paise).toBe(1_00_000_00);
    expect(small.nav_2018_hundredth_paise).toBeGreaterThan(old?.nav_hundredth_paise ?? Infinity);
    const sales = [...on(small, '2024-07-22', 'redemption'), ...on(small, '2024-07-25', 'redemption')];
    expect(sales).toHaveLength(2);
    expect(unitsOf(sales)).toBe(old?.units_milli);
    const [recent] = on(small, '2025-02-03', 'purchase');
    expect(recent?.amount_paise).toBe(1_00_000_00 - 5_00);
    const [shortTerm] = on(small, '2025-08-20', 'redemption');
    expect(shortTerm?.units_milli).toBeLessThan(recent?.units_milli ?? 0);
  });

  it('has IDCW reinvested quarterly since 2022, a gold fund of funds and two running SIPs', () => {
    const idcw = scheme('INF109K01Z48');
    expect(idcw).toMatchObject({ option: 'idcw', category: 'hybrid', tax_class: 'equity' });
    const reinvested = idcw.transactions.filter((t) => t.kind === 'dividend_reinvest').map((t) => t.day);
    expect(reinvested.filter((day) => day.startsWith('2022-'))).toHaveLength(4);
    expect(reinvested.at(-1)).toBe('2025-12-25');

    const gold = scheme('INF200K01SX0');
    expect(gold).toMatchObject({ category: 'other', tax_class: 'other' });
    const goldSips = gold.transactions.filter((t) => t.kind === 'sip');
    expect(goldSips[0]).toMatchObject({ day: '2024-01-20', amount_paise: 2_000_00 - 10 });

    // A SIP instalment within the last month: running, so home shows its next due date.
    const monthAgo = new Date(NOW.getTime() - 31 * 86_400_000).toISOString().slice(0, 10);
    const running = demo.folios
      .flatMap((f) => f.schemes)
      .filter((s) => s.transactions.some((t) => t.kind === 'sip' && t.day >= monthAgo));
    const dueDays = new Set(
      running.map((s) => s.transactions.findLast((t) => t.kind === 'sip')?.day.slice(8)),
    );
    expect(dueDays.size).toBeGreaterThanOrEqual(2);
  });

  it('has a 1:10 split and a 1:1 bonus in the Mirae folio, then a sale through the old lots into the bonus lot', () => {
    const large = scheme('INF769K01AX2');
    const kinds = large.transactions.map((t) => [t.day, t.kind, t.ratio ?? null]);
    expect(kinds).toEqual([
      ['2021-06-14', 'purchase', null],
      ['2021-06-14', 'stamp_duty', null],
      ['2022-08-08', 'purchase', null],
      ['2022-08-08', 'stamp_duty', null],
      ['2023-09-18', 'split', { from: 1, to: 10 }],
      ['2024-08-19', 'bonus', { from: 1, to: 1 }],
      ['2025-07-14', 'redemption', null],
      ['2025-10-06', 'purchase', null],
      ['2025-10-06', 'stamp_duty', null],
    ]);
    const [split] = on(large, '2023-09-18', 'split');
    const [bonus] = on(large, '2024-08-19', 'bonus');
    // The NAV published from the split on is about a tenth of the week before's, from the bonus about a half.
    const navBefore = (day: string) =>
      large.transactions.findLast((t) => t.day < day && t.nav_hundredth_paise > 0)?.nav_hundredth_paise ?? 0;
    expect(split!.nav_hundredth_paise).toBeLessThan(navBefore('2023-09-18') / 5);
    const [sold] = on(large, '2025-07-14', 'redemption');
    const beforeBonus = bonus!.units_milli;
    expect(sold!.units_milli).toBe(beforeBonus + Math.floor(bonus!.units_milli / 4));

    const pieces = fundGains(fundInputs(demo).filter((f) => f.isin === 'INF769K01AX2')).pieces;
    expect(pieces.map((p) => [p.buyDay, p.term, p.bonus])).toEqual([
      ['2021-06-14', 'long', false],
      ['2022-08-08', 'long', false],
      ['2024-08-19', 'short', true],
    ]);
    const fromBonus = pieces[2]!;
    expect([fromBonus.costPaise, fromBonus.gainPaise]).toEqual([0, fromBonus.proceedsPaise]);
    expect(pieces.reduce((sum, p) => sum + p.units, 0)).toBe(sold!.units_milli);
    expect(pieces.reduce((sum, p) => sum + p.proceedsPaise, 0)).toBe(sold!.amount_paise);
    expect(split!.units_milli).toBeGreaterThan(0);
  });

  it('has units held in the CDSL demat: a SIP on the 10th since February 2022, its first fifteen instalments sold', () => {
    const [demat] = demo.folios.filter((folio) => folio.source === 'CDSLFIP');
    expect(demat?.schemes.map((s) => s.isin)).toEqual(['INF789F1AUX7']);
    const index = scheme('INF789F1AUX7');
    const sips = index.transactions.filter((t) => t.kind === 'sip');
    expect(sips[0]?.day).toBe('2022-02-10');
    expect(sips.every((t) => t.day.endsWith('-10') && t.amount_paise === 5_000_00 - 25)).toBe(true);
    const [sold] = on(index, '2025-11-17', 'redemption');
    expect(sold!.units_milli).toBe(unitsOf(sips.slice(0, 15)));
    // Sold through the demat's own lots, all held over a year: long-term gains under section 112A.
    const pieces = fundGains(fundInputs(demo).filter((f) => f.isin === 'INF789F1AUX7')).pieces;
    expect(pieces).toHaveLength(15);
    expect(pieces.every((p) => p.term === 'long' && p.folioId === 'mf-demo-demat-uti')).toBe(true);
  });

  it("shows other their one folio and none of demo's lines, and newbie no folios", async () => {
    const other = fundPortfolioSchema.parse((await server.get(URL, 'other')).json());
    expect(other.folios.map((f) => f.folio_id)).toEqual(['mf-other-ppfas']);
    const demoIds = new Set(
      demo.folios.flatMap((f) => f.schemes.flatMap((s) => s.transactions.map((t) => t.transaction_id))),
    );
    const otherLines = other.folios.flatMap((f) => f.schemes.flatMap((s) => s.transactions));
    expect(otherLines.length).toBeGreaterThan(0);
    expect(otherLines.some((t) => demoIds.has(t.transaction_id))).toBe(false);
    expect(otherLines.filter((t) => t.kind === 'sip').every((t) => t.day.endsWith('-10'))).toBe(true);
    const newbie = fundPortfolioSchema.parse((await server.get(URL, 'newbie')).json());
    expect(newbie).toEqual({ as_of: '2026-01-15', folios: [] });
  });

  it('answers 401 to a stranger, ignores a query, and lets the fault header through', async () => {
    const stranger = await server.app.inject({ method: 'GET', url: URL });
    expect(stranger.statusCode).toBe(401);
    expect(apiErrorBodySchema.parse(stranger.json()).error.code).toBe('UNAUTHORIZED');
    for (const query of ['?isin=x', '?a[]=1&a[]=2', `?x=${'y'.repeat(3000)}`]) {
      expect((await server.get(`${URL}${query}`)).statusCode).toBe(200);
    }
    const faulted = await server.get(URL, 'demo', { 'x-sandbox-fault': 'status=503' });
    expect(faulted.statusCode).toBe(503);
    expect(apiErrorBodySchema.safeParse(faulted.json()).success).toBe(true);
  });
});

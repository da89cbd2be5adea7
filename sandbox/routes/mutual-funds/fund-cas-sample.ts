/**
 * The sandbox's sample mutual-fund CAS for a customer (docs/sandbox.md): two CAMS folios of schemes
 * in the scheme master, bought at the NAVs the sandbox's history holds, so the imported funds are
 * valued and their gains look like a real statement's. Only the sample route draws it.
 */
import { digest } from '../equity/import-holdings';
import type { FundCasLine, FundCasStatement } from './fund-cas-statement';

/** A scheme's NAV on a weekday on or before a day (the history's own rows). */
export type NavOn = (isin: string, day: string) => { day: string; nav_hundredth_paise: number } | null;

const PPFAS = { isin: 'INF879O01027', name: 'Parag Parikh Flexi Cap Fund - Direct Plan - Growth' };
const HDFC_DEBT = { isin: 'INF179K01YM7', name: 'HDFC Short Term Debt Fund - Direct Plan - Growth' };

function daysBefore(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
}

/** A purchase or SIP of `grossPaise` and its 0.005 % stamp duty, units rounded down as registrars do. */
function bought(
  kind: 'purchase' | 'sip',
  grossPaise: number,
  at: { day: string; nav_hundredth_paise: number },
) {
  const stamp = Math.round(grossPaise / 20_000);
  const net = grossPaise - stamp;
  const lines: FundCasLine[] = [
    {
      day: at.day,
      kind,
      amountPaise: net,
      unitsMilli: Math.floor((net * 100_000) / at.nav_hundredth_paise),
      navHundredthPaise: at.nav_hundredth_paise,
    },
    { day: at.day, kind: 'stamp_duty', amountPaise: stamp, unitsMilli: 0, navHundredthPaise: 0 },
  ];
  return lines;
}

/** The statement for one customer as of `today`; folio numbers are theirs (from their id). */
export function sampleFundStatement(
  user: { id: string; name: string; pan: string },
  today: string,
  navOn: NavOn,
): FundCasStatement {
  const buys = (isin: string, plan: readonly (readonly ['purchase' | 'sip', number, number])[]) =>
    plan.flatMap(([kind, daysAgo, grossPaise]) => {
      const at = navOn(isin, daysBefore(today, daysAgo));
      return at === null ? [] : bought(kind, grossPaise, at);
    });
  const number = (salt: string) => {
    const digits = BigInt(`0x${digest(user.id, salt).slice(0, 12)}`)
      .toString()
      .padStart(10, '0');
    return `${digits.slice(0, 8)}/${digits.slice(8, 10)}`;
  };
  return {
    registrar: 'CAMS',
    holderName: user.name,
    pan: user.pan,
    statementDate: today,
    folios: [
      {
        folioNumber: number('ppfas'),
        amc: 'PPFAS Mutual Fund',
        schemes: [
          {
            ...PPFAS,
            lines: buys(PPFAS.isin, [
              ['purchase', 400, 10_000_00],
              ['sip', 90, 5_000_00],
              ['sip', 60, 5_000_00],
            ]),
          },
        ],
      },
      {
        folioNumber: number('hdfc'),
        amc: 'HDFC Mutual Fund',
        schemes: [{ ...HDFC_DEBT, lines: buys(HDFC_DEBT.isin, [['purchase', 300, 20_000_00]]) }],
      },
    ],
  };
}

import { createHash } from 'node:crypto';

import type { ManualBrokerId } from '@/domain/portfolio/broker-import';

import { type Stock, stock } from '../../seed/stocks';
import type { CasHolding, CasStatement } from './cas-statement';
import type { ImportedHolding } from './import-store';

/** The DP id of each broker's demat accounts (CDSL: eight digits; NSDL: `IN` and six). SANDBOX DATA. */
export const BROKER_DP_IDS: Readonly<Record<ManualBrokerId, string>> = {
  zerodha: '12081600',
  groww: '12088700',
  upstox: '12085300',
  'angel-one': '12033200',
  'icici-direct': 'IN303028',
  'hdfc-securities': 'IN301151',
};

/** The one password the sandbox's stand-in brokers accept (docs/sandbox.md); any other is wrong. */
export const SANDBOX_BROKER_PASSWORD = 'sandbox123';

/** The depositories' FIPs in the seeded directory, for an account's details. */
export const DEPOSITORY_FIP = { CDSL: 'CDSLFIP', NSDL: 'fip@nsdl' } as const;

/** Stocks a broker login may bring (the seed's table supplies ISIN, sector and market cap). */
const LOGIN_POOL = ['RELIANCE', 'TCS', 'HDFCBANK', 'INFY', 'ITC', 'LT', 'ICICIBANK', 'SBIN', 'TITAN', 'BEL'];

/** A stable hex digest of the parts, for ids and the stand-in brokers' holdings. */
export function digest(...parts: string[]): string {
  return createHash('sha256').update(parts.join('\u0000')).digest('hex');
}

/** `XXXXXXXX1234`: a demat number shown masked, from the client id's last four. */
export function maskedFromClient(clientId: string): string {
  return `XXXXXXXX${clientId.slice(-4).padStart(4, '0')}`;
}

function known(symbol: string): Stock | null {
  try {
    return stock(symbol);
  } catch {
    return null;
  }
}

/**
 * What a stand-in broker holds for a client: three to five stocks of the pool, chosen and sized
 * by a hash of broker and client id, so the same login always brings the same holdings.
 */
export function brokerLoginHoldings(broker: string, clientId: string): ImportedHolding[] {
  const bytes = Buffer.from(digest('login', broker, clientId.toUpperCase()), 'hex');
  const count = 3 + ((bytes[0] ?? 0) % 3);
  const start = (bytes[1] ?? 0) % LOGIN_POOL.length;
  return Array.from({ length: count }, (_, i) => {
    const found = stock(LOGIN_POOL[(start + i) % LOGIN_POOL.length] ?? 'RELIANCE');
    const last = Math.round(found.price * 100);
    // Bought 10 % below to 5 % above today's price; yesterday's close within 1 %.
    const avg = Math.round(last * (0.9 + ((bytes[2 + i] ?? 0) % 16) / 100));
    return {
      isin: found.isin,
      symbol: found.symbol,
      companyName: found.company,
      sector: found.sector,
      marketCap: found.cap,
      quantity: 5 + ((bytes[8 + i] ?? 0) % 56),
      avgPricePaise: avg,
      lastPricePaise: last,
      prevClosePaise: Math.round(last * (0.99 + ((bytes[14 + i] ?? 0) % 3) / 100)),
    };
  });
}

/**
 * A statement's holdings as the widget shows them. A CAS gives quantity and price, not the cost:
 * the price stands for both until trades are known, so a statement's return starts at zero.
 * Sector and market cap come from the seed's table by symbol (a CAS carries neither).
 */
export function casHoldings(lines: readonly CasHolding[]): ImportedHolding[] {
  return lines.map((line) => {
    const found = known(line.symbol);
    return {
      isin: line.isin,
      symbol: line.symbol,
      companyName: line.companyName,
      sector: found?.sector ?? 'Unclassified',
      marketCap: found?.cap ?? 'SMALL',
      quantity: line.quantity,
      avgPricePaise: line.pricePaise,
      lastPricePaise: line.pricePaise,
      prevClosePaise: line.pricePaise,
    };
  });
}

/** The sample statement of a user (their PAN on it): three stocks per depository, at the seed's rough prices. */
export function sampleStatement(
  userId: string,
  holderName: string,
  pan: string,
  depository: 'CDSL' | 'NSDL',
  today: string,
): CasStatement {
  const symbols = depository === 'NSDL' ? ['RELIANCE', 'INFY', 'ITC'] : ['TCS', 'HDFCBANK', 'TITAN'];
  const quantities = depository === 'NSDL' ? [12, 30, 150] : [8, 40, 10];
  const clientDigits = BigInt(`0x${digest('cas', userId, depository).slice(0, 12)}`)
    .toString()
    .slice(0, 8);
  return {
    depository,
    dpId: depository === 'NSDL' ? 'IN300476' : '12010900',
    clientId: clientDigits.padStart(8, '1'),
    holderName,
    pan,
    statementDate: today,
    holdings: symbols.map((symbol, i) => {
      const found = stock(symbol);
      return {
        isin: found.isin,
        symbol,
        companyName: found.company,
        quantity: quantities[i] ?? 1,
        pricePaise: Math.round(found.price * 100),
      };
    }),
  };
}

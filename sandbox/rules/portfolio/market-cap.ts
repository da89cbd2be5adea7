/**
 * Market-capitalisation buckets of SEBI's 2017 classification (docs/product.md#market-cap-buckets): large cap
 * = ranks 1–100 by full market cap, mid cap = 101–250, small cap = 251 and below. The AA equities schema
 * carries no bucket, so it comes from ISIN master data (the sandbox stores it per holding).
 */
const MARKET_CAPS = ['LARGE', 'MID', 'SMALL'] as const;

/** One of {@link MARKET_CAPS}. */
export type MarketCap = (typeof MARKET_CAPS)[number];

const LABELS: Readonly<Record<MarketCap, string>> = {
  LARGE: 'Large cap',
  MID: 'Mid cap',
  SMALL: 'Small cap',
};

/** What a user reads for a bucket: "Large cap", "Mid cap", "Small cap". */
export function marketCapLabel(marketCap: MarketCap): string {
  return LABELS[marketCap];
}

/** Largest first, the order the Market Cap tab lists buckets in when values tie. */
export function marketCapRank(marketCap: MarketCap): number {
  return MARKET_CAPS.indexOf(marketCap);
}

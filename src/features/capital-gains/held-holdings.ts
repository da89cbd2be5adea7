import { equityAccounts } from '@/api/endpoints/capital-gains';
import type { TradeHistory } from '@/api/schemas/capital-gains';
import { fundInputs } from '@/api/schemas/fund-inputs';
import type { FundPortfolio } from '@/api/schemas/mutual-funds';
import type { HoldingsPage } from '@/api/schemas/stocks-widget';
import { fundOpenLots, fundTaxFacts } from '@/domain/capital-gains/from-fund-lines';
import { equityHoldings } from '@/domain/capital-gains/from-trades';
import { type UnrealisedHolding, unrealisedHolding } from '@/domain/capital-gains/unrealised';

import type { HeldHolding } from './unrealised-gains';

/** Hundredths of a paisa in a paisa (a NAV's unit). */
const HUNDREDTHS_PER_PAISA = 100;

type Inputs = {
  history: TradeHistory;
  funds: FundPortfolio;
  /** The consolidated holdings answer, for today's share prices; undefined until it comes. */
  prices: HoldingsPage | undefined;
  /** The broker of each demat account and the fund house and number of each folio, by id. */
  holdingNames: ReadonlyMap<string, string>;
  today: string;
};

/**
 * Every stock held in a demat account and every scheme held in a folio, its open lots at today's
 * price or latest NAV. A stock without a price today is left out: a value at cost would mislead.
 */
export function heldHoldings({ history, funds, prices, holdingNames, today }: Inputs): HeldHolding[] {
  const priceOf = new Map<string, number>();
  for (const group of prices?.groups ?? [])
    for (const stock of group.holdings) priceOf.set(stock.isin, stock.last_price_paise);
  const held = (
    holdingId: string,
    security: { isin: string; name: string },
    fund: boolean,
    holding: UnrealisedHolding,
  ): HeldHolding => ({
    key: `${holdingId}-${security.isin}`,
    isin: security.isin,
    name: security.name,
    holdingName: holdingNames.get(holdingId) ?? '',
    fund,
    holding,
  });
  const fmv2018 = new Map(history.prices_2018.map((price) => [price.isin, price.price_paise]));
  const shares = equityHoldings(equityAccounts(history)).flatMap((stock): HeldHolding[] => {
    const price = priceOf.get(stock.isin);
    if (price === undefined) return [];
    const facts = { assetClass: 'equity' as const, fmv2018PerUnitPaise: fmv2018.get(stock.isin) };
    return [held(stock.accountId, stock, false, unrealisedHolding(stock.open, price, facts, today))];
  });
  const units = fundInputs(funds).flatMap((fund): HeldHolding[] => {
    const open = fundOpenLots(fund);
    if (open.length === 0) return [];
    const nav = fund.navHundredthPaise / HUNDREDTHS_PER_PAISA;
    return [held(fund.folioId, fund, true, unrealisedHolding(open, nav, fundTaxFacts(fund), today))];
  });
  return [...shares, ...units];
}

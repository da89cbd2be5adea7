/**
 * The price of every stock of the market on 31 January 2018, from the same market model as its
 * trades (market.ts), stored at seed time: the capital-gains screen raises the cost of shares
 * bought before 1 February 2018 to it (section 55(2)(ac)). None when the anchor is earlier.
 */
import { GRANDFATHERING_PRICE_DAY } from '@/domain/capital-gains/tax-rules';

import type { SeedContext } from './context';
import { dayOf } from './dates';
import { quote } from './market';
import { allStocks } from './stocks';

export function seedPrices2018(ctx: SeedContext): void {
  const day = dayOf(GRANDFATHERING_PRICE_DAY);
  if (day >= ctx.anchorDay) return;
  for (const found of allStocks()) {
    ctx.writer.insert('prices_2018', {
      isin: found.isin,
      company_name: found.company,
      price_paise: quote(ctx, found).priceOn(day, ctx.rng(`market-2018:${found.symbol}`)),
    });
  }
}

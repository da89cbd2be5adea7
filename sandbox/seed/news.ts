/**
 * About 200 news items over the 30 days up to the anchor, across Indian stocks, mutual funds and
 * US stocks. Items of the last 24 hours (until the anchor's 09:00 IST) are the "Live" ones.
 */
import { IMAGE_HOST_ALLOW_LIST } from '@/config/constants';

import type { NewsRow } from '../db/data-rows-products';
import { ANCHOR_DAY_LAST_MINUTE } from './bank-entry';
import type { SeedContext } from './context';
import { isoDate, istInstant, partsOf } from './dates';
import {
  BROKERAGES,
  FUNDS,
  INDIAN_TEMPLATES,
  MF_TEMPLATES,
  type NewsCategory,
  SOURCES,
  type Template,
  US_COMPANIES,
  US_TEMPLATES,
  articleUrl,
} from './news-templates';
import type { Prng } from './prng';
import { pad } from './references';
import { stock } from './stocks';

const NEWS_DAYS = 30;
const PER_DAY: Readonly<Record<NewsCategory, number>> = {
  INDIAN_STOCKS: 3.6,
  MUTUAL_FUNDS: 1.7,
  US_STOCKS: 1.7,
};
const INDIAN_SYMBOLS = [
  'RELIANCE',
  'TCS',
  'HDFCBANK',
  'INFY',
  'ITC',
  'LT',
  'TITAN',
  'TRENT',
  'DIXON',
  'POLYCAB',
  'IRCTC',
  'HAL',
  'BEL',
  'TATAPOWER',
  'ETERNAL',
  'SBIN',
  'BHARTIARTL',
  'COFORGE',
  'PERSISTENT',
  'IEX',
];

type Story = { headline: string; summary: string; symbols: string[] };

function fill(template: Template, values: Readonly<Record<string, string>>): Story {
  const sub = (text: string): string => text.replace(/\{(\w)\}/g, (_m, key: string) => values[key] ?? '');
  return { headline: sub(template.headline), summary: sub(template.summary), symbols: [] };
}

function story(rng: Prng, category: NewsCategory): Story {
  const numbers = {
    p: (rng.int(12, 95) / 10).toFixed(1),
    n: String(rng.int(12, 980) * 10),
    q: String(rng.int(1, 4)),
    b: rng.pick(BROKERAGES),
  };
  if (category === 'INDIAN_STOCKS') {
    const found = stock(rng.pick(INDIAN_SYMBOLS));
    return {
      ...fill(rng.pick(INDIAN_TEMPLATES), {
        ...numbers,
        a: found.company.replace(/ Ltd$/, ''),
        s: found.symbol,
      }),
      symbols: [found.symbol],
    };
  }
  if (category === 'MUTUAL_FUNDS') {
    const [fund, amc] = rng.pick(FUNDS);
    return {
      ...fill(rng.pick(MF_TEMPLATES), { ...numbers, a: fund, s: amc }),
      symbols: amc === '' ? [] : [amc],
    };
  }
  const [symbol, company] = rng.pick(US_COMPANIES);
  return { ...fill(rng.pick(US_TEMPLATES), { ...numbers, a: company, s: symbol }), symbols: [symbol] };
}

function slugOf(headline: string): string {
  return headline
    .toLowerCase()
    .replace(/₹/g, 'rs ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80);
}

/**
 * A thumbnail the gateway serves. `host` (an allow-listed asset host) is still drawn, so the seed's
 * random sequence, and every row after this one, stays what it was.
 */
function newsImagePath(category: string, n: number, host: string): string {
  void host;
  return `/news-images/${category.toLowerCase()}/${n}.svg`;
}

/** Seeds the news feed (the same for every persona). */
export function seedNews(ctx: SeedContext): void {
  const rng = ctx.rng('news');
  const items: Omit<NewsRow, 'id'>[] = [];
  for (let day = ctx.anchorDay - NEWS_DAYS + 1; day <= ctx.anchorDay; day += 1) {
    const { weekday } = partsOf(day);
    const weekend = weekday === 0 || weekday === 6;
    for (const category of ['INDIAN_STOCKS', 'MUTUAL_FUNDS', 'US_STOCKS'] as const) {
      // A steady flow (±30 % around the mean) rather than Poisson, so the Live filter is never empty.
      const mean = PER_DAY[category] * (weekend ? 0.5 : 1.15);
      for (let i = Math.round(mean * (0.7 + rng.next() * 0.6)); i > 0; i -= 1) {
        const minute =
          day === ctx.anchorDay ? rng.int(6 * 60, ANCHOR_DAY_LAST_MINUTE) : rng.int(6 * 60, 23 * 60);
        const { headline, summary, symbols } = story(rng, category);
        const source = rng.pick(SOURCES[category]);
        const host = rng.pick(IMAGE_HOST_ALLOW_LIST);
        items.push({
          published_at: istInstant(day, minute),
          category,
          headline,
          summary,
          source,
          symbols: JSON.stringify(symbols),
          url: articleUrl(source, slugOf(headline), String(rng.int(10_000_000, 99_999_999)), isoDate(day)),
          // Served by the gateway itself (sandbox/routes/news/news-images.ts): the feed reads offline.
          image_url: rng.chance(0.6) ? newsImagePath(category, rng.int(1, 40), host) : null,
          is_live: day === ctx.anchorDay || (day === ctx.anchorDay - 1 && minute >= 9 * 60) ? 1 : 0,
        });
      }
    }
  }
  items
    .sort((a, b) => a.published_at.localeCompare(b.published_at))
    .forEach((item, i) => ctx.writer.insert('news', { id: `news-${pad(i + 1, 4)}`, ...item }));
}

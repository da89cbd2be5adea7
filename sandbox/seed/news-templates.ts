/**
 * Templated headlines for the news feed (SANDBOX DATA: invented stories on real tickers, with
 * real publishers' names and made-up article paths). `{a}` is the company, `{s}` its ticker,
 * `{p}` a percentage, `{n}` a crore figure, `{b}` a brokerage, `{q}` a quarter.
 */
export type NewsCategory = 'INDIAN_STOCKS' | 'MUTUAL_FUNDS' | 'US_STOCKS';

export type Template = { headline: string; summary: string };

function t(headline: string, summary: string): Template {
  return { headline, summary };
}

export const INDIAN_TEMPLATES: readonly Template[] = [
  t(
    '{a} shares jump {p}% after strong Q{q} earnings',
    '{a} beat street estimates on revenue and margins; analysts see further upside.',
  ),
  t(
    '{a} slips {p}% as brokerages cut target price',
    'Brokerages trimmed estimates citing slower demand and rising input costs.',
  ),
  t(
    '{b} initiates coverage on {s} with a Buy, sees {p}% upside',
    '{b} expects {a} to compound earnings faster than peers over the next two years.',
  ),
  t(
    '{a} board approves ₹{n} crore capex plan',
    'The company will fund the expansion through internal accruals and debt.',
  ),
  t(
    '{a} bags ₹{n} crore order; stock rises {p}%',
    'The order strengthens the order book and gives revenue visibility for the next year.',
  ),
  t(
    'Block deal: {p}% equity of {a} changes hands',
    'Large institutional investors were on both sides of the trade, sources said.',
  ),
  t(
    '{a} Q{q} results: net profit rises {p}% YoY to ₹{n} crore',
    'Revenue grew in double digits, helped by volume growth and better realisations.',
  ),
  t(
    'Stocks to watch: {s} among shares in focus today',
    'Corporate actions, order wins and earnings put these stocks on traders’ radar.',
  ),
  t(
    'Sensex, Nifty end higher; {s} top gainer',
    'Buying in heavyweights lifted the benchmarks; market breadth was positive.',
  ),
  t(
    '{a} falls {p}% after promoter pledges shares',
    'The pledge raised concerns about promoter leverage, analysts said.',
  ),
];

export const MF_TEMPLATES: readonly Template[] = [
  t(
    'SIP inflows hit a record ₹{n} crore last month',
    'Monthly SIP contributions rose again as retail investors stayed the course, AMFI data showed.',
  ),
  t(
    '{a} launches a new fund; NFO opens next week',
    'The new fund offer will be open for two weeks with a minimum investment of ₹500.',
  ),
  t(
    'Small-cap funds see ₹{n} crore of inflows despite volatility',
    'Investors kept buying small-cap schemes even as valuations stayed elevated.',
  ),
  t(
    'SEBI proposes changes to mutual fund expense ratios',
    'The regulator wants to make total expense ratios more transparent for investors.',
  ),
  t(
    '{a} outperforms its benchmark by {p}% over three years',
    'Stock selection in financials and industrials drove the outperformance.',
  ),
  t(
    'Should you continue SIPs in mid-cap funds now?',
    'Advisers suggest staying invested and rebalancing rather than stopping SIPs.',
  ),
  t(
    'Flexi-cap funds: the top performers by five-year returns',
    'A look at the schemes that have delivered consistent returns across cycles.',
  ),
  t(
    'Debt funds: what falling yields mean for your returns',
    'Duration funds could gain as bond yields ease, fund managers said.',
  ),
];

export const US_TEMPLATES: readonly Template[] = [
  t(
    '{a} ({s}) rises {p}% after earnings beat',
    'Quarterly revenue and guidance came in ahead of Wall Street estimates.',
  ),
  t(
    '{a} shares fall {p}% in pre-market trade',
    'The stock slipped after a cautious outlook from management.',
  ),
  t('Nasdaq closes at a record as {a} rallies', 'Technology stocks led the gains as bond yields eased.'),
  t(
    'Fed holds rates steady; {s} and tech stocks react',
    'Investors parsed the Fed chair’s comments for hints on the timing of cuts.',
  ),
  t(
    '{a} unveils new AI products; analysts raise targets',
    'Analysts expect the launch to support growth in the coming quarters.',
  ),
  t(
    'Indian investors pour money into US stocks like {s}',
    'Investments under the Liberalised Remittance Scheme continue to rise.',
  ),
];

export const BROKERAGES = [
  'Motilal Oswal',
  'Jefferies',
  'Morgan Stanley',
  'Kotak Institutional Equities',
  'CLSA',
  'Nomura',
];

/** Mutual fund names (and the listed AMC behind them, as the symbol). */
export const FUNDS: readonly (readonly [string, string])[] = [
  ['Parag Parikh Flexi Cap Fund', ''],
  ['HDFC Mid-Cap Opportunities Fund', 'HDFCAMC'],
  ['SBI Small Cap Fund', ''],
  ['Nippon India Small Cap Fund', 'NAM-INDIA'],
  ['ICICI Prudential Bluechip Fund', ''],
  ['Mirae Asset Large & Midcap Fund', ''],
  ['Axis ELSS Tax Saver Fund', ''],
  ['UTI Nifty 50 Index Fund', 'UTIAMC'],
];

export const US_COMPANIES: readonly (readonly [string, string])[] = [
  ['AAPL', 'Apple'],
  ['MSFT', 'Microsoft'],
  ['NVDA', 'Nvidia'],
  ['GOOGL', 'Alphabet'],
  ['AMZN', 'Amazon'],
  ['META', 'Meta Platforms'],
  ['TSLA', 'Tesla'],
  ['NFLX', 'Netflix'],
  ['AMD', 'AMD'],
  ['JPM', 'JPMorgan Chase'],
];

/** Publishers per category, and how each builds an article URL from a slug, an id and a date. */
export const SOURCES: Readonly<Record<NewsCategory, readonly string[]>> = {
  INDIAN_STOCKS: ['Moneycontrol', 'Economic Times', 'Business Standard', 'Mint', 'CNBC-TV18', 'Reuters'],
  MUTUAL_FUNDS: ['Value Research', 'Moneycontrol', 'Economic Times', 'Mint', 'Morningstar India'],
  US_STOCKS: ['Reuters', 'Bloomberg', 'CNBC', 'MarketWatch', "Barron's"],
};

export function articleUrl(source: string, slug: string, id: string, date: string): string {
  const [y, m, d] = date.split('-');
  switch (source) {
    case 'Moneycontrol':
      return `https://www.moneycontrol.com/news/business/markets/${slug}-${id}.html`;
    case 'Economic Times':
      return `https://economictimes.indiatimes.com/markets/stocks/news/${slug}/articleshow/${id}.cms`;
    case 'Business Standard':
      return `https://www.business-standard.com/markets/news/${slug}-${id}_1.html`;
    case 'Mint':
      return `https://www.livemint.com/market/stock-market-news/${slug}-${id}.html`;
    case 'CNBC-TV18':
      return `https://www.cnbctv18.com/market/${slug}-${id}.htm`;
    case 'Value Research':
      return `https://www.valueresearchonline.com/stories/${id}/${slug}/`;
    case 'Morningstar India':
      return `https://www.morningstar.in/posts/${id}/${slug}.aspx`;
    case 'Bloomberg':
      return `https://www.bloomberg.com/news/articles/${date}/${slug}`;
    case 'CNBC':
      return `https://www.cnbc.com/${y}/${m}/${d}/${slug}.html`;
    case 'MarketWatch':
      return `https://www.marketwatch.com/story/${slug}-${id}`;
    case "Barron's":
      return `https://www.barrons.com/articles/${slug}-${id}`;
    default:
      return `https://www.reuters.com/markets/${slug}-${date}/`;
  }
}

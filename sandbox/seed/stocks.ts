/**
 * NSE stocks the personas hold, enriched by ISIN as docs/product.md#fi-types says an app must (the AA
 * equities schema carries no sector or market cap). SANDBOX DATA: the ISINs are the listed
 * companies' current ones as far as public reference lists show (post-split ones for BAJFINANCE
 * and COFORGE); sectors and market-cap buckets approximate the AMFI list; prices are rough
 * late-2025 levels, not quotes.
 */
export type Stock = {
  symbol: string;
  isin: string;
  company: string;
  sector: string;
  cap: 'LARGE' | 'MID' | 'SMALL';
  /** Rough price in rupees around which the seed draws the last price. */
  price: number;
};

type Row = readonly [string, string, string, string, Stock['cap'], number];

const ROWS: readonly Row[] = [
  ['RELIANCE', 'INE002A01018', 'Reliance Industries Ltd', 'Energy', 'LARGE', 1420],
  ['TCS', 'INE467B01029', 'Tata Consultancy Services Ltd', 'IT', 'LARGE', 3150],
  ['HDFCBANK', 'INE040A01034', 'HDFC Bank Ltd', 'Banking', 'LARGE', 990],
  ['INFY', 'INE009A01021', 'Infosys Ltd', 'IT', 'LARGE', 1520],
  ['ITC', 'INE154A01025', 'ITC Ltd', 'FMCG', 'LARGE', 410],
  ['LT', 'INE018A01030', 'Larsen & Toubro Ltd', 'Capital Goods', 'LARGE', 3850],
  ['BAJFINANCE', 'INE296A01032', 'Bajaj Finance Ltd', 'Financial Services', 'LARGE', 1010],
  ['ASIANPAINT', 'INE021A01026', 'Asian Paints Ltd', 'Consumer Durables', 'LARGE', 2480],
  ['TITAN', 'INE280A01028', 'Titan Company Ltd', 'Consumer Durables', 'LARGE', 3650],
  ['DMART', 'INE192R01011', 'Avenue Supermarts Ltd', 'Retail', 'LARGE', 4150],
  ['TRENT', 'INE849A01020', 'Trent Ltd', 'Retail', 'LARGE', 4600],
  ['ICICIBANK', 'INE090A01021', 'ICICI Bank Ltd', 'Banking', 'LARGE', 1380],
  ['SBIN', 'INE062A01020', 'State Bank of India', 'Banking', 'LARGE', 880],
  ['BHARTIARTL', 'INE397D01024', 'Bharti Airtel Ltd', 'Telecom', 'LARGE', 2050],
  ['HINDUNILVR', 'INE030A01027', 'Hindustan Unilever Ltd', 'FMCG', 'LARGE', 2400],
  ['SUNPHARMA', 'INE044A01036', 'Sun Pharmaceutical Industries Ltd', 'Pharma', 'LARGE', 1690],
  ['HAL', 'INE066F01020', 'Hindustan Aeronautics Ltd', 'Defence', 'LARGE', 4500],
  ['BEL', 'INE263A01024', 'Bharat Electronics Ltd', 'Defence', 'LARGE', 410],
  ['TATAPOWER', 'INE245A01021', 'Tata Power Company Ltd', 'Power', 'LARGE', 390],
  ['ETERNAL', 'INE758T01015', 'Eternal Ltd', 'Consumer Services', 'LARGE', 300],
  ['POLYCAB', 'INE455K01017', 'Polycab India Ltd', 'Capital Goods', 'MID', 7200],
  ['PERSISTENT', 'INE262H01021', 'Persistent Systems Ltd', 'IT', 'MID', 5900],
  ['COFORGE', 'INE591G01025', 'Coforge Ltd', 'IT', 'MID', 1700],
  ['DIXON', 'INE935N01020', 'Dixon Technologies (India) Ltd', 'Consumer Durables', 'MID', 15_500],
  ['IRCTC', 'INE335Y01020', 'Indian Railway Catering & Tourism Corp Ltd', 'Consumer Services', 'MID', 720],
  ['KPITTECH', 'INE04I401011', 'KPIT Technologies Ltd', 'IT', 'MID', 1250],
  ['TATAELXSI', 'INE670A01012', 'Tata Elxsi Ltd', 'IT', 'MID', 5600],
  ['LAURUSLABS', 'INE947Q01028', 'Laurus Labs Ltd', 'Pharma', 'MID', 880],
  ['CDSL', 'INE736A01011', 'Central Depository Services (India) Ltd', 'Financial Services', 'MID', 1550],
  ['ASTRAL', 'INE006I01046', 'Astral Ltd', 'Building Materials', 'MID', 1450],
  ['SONACOMS', 'INE073K01018', 'Sona BLW Precision Forgings Ltd', 'Auto Components', 'MID', 480],
  ['DEEPAKNTR', 'INE288B01029', 'Deepak Nitrite Ltd', 'Chemicals', 'SMALL', 1850],
  ['ROUTE', 'INE450U01017', 'Route Mobile Ltd', 'IT', 'SMALL', 950],
  ['CAMPUS', 'INE278Y01022', 'Campus Activewear Ltd', 'Consumer Durables', 'SMALL', 270],
  ['HAPPSTMNDS', 'INE419U01012', 'Happiest Minds Technologies Ltd', 'IT', 'SMALL', 560],
  ['IEX', 'INE022Q01020', 'Indian Energy Exchange Ltd', 'Financial Services', 'SMALL', 140],
  ['CLEAN', 'INE227W01023', 'Clean Science and Technology Ltd', 'Chemicals', 'SMALL', 1050],
  ['AFFLE', 'INE00WC01027', 'Affle 3i Ltd', 'IT', 'SMALL', 1900],
  ['PAYTM', 'INE982J01020', 'One 97 Communications Ltd', 'Financial Services', 'MID', 1250],
  ['NYKAA', 'INE388Y01029', 'FSN E-Commerce Ventures Ltd', 'Retail', 'MID', 240],
  ['DELHIVERY', 'INE148O01028', 'Delhivery Ltd', 'Logistics', 'MID', 430],
];

const BY_SYMBOL: ReadonlyMap<string, Stock> = new Map(
  ROWS.map(([symbol, isin, company, sector, cap, price]) => [
    symbol,
    { symbol, isin, company, sector, cap, price },
  ]),
);

/** The stock with this NSE symbol; throws for a symbol not in the table (a typo in the seed). */
export function stock(symbol: string): Stock {
  const found = BY_SYMBOL.get(symbol);
  if (!found) throw new Error(`no stock ${symbol} in the seed's table`);
  return found;
}

/** Every stock of the table, in its order. */
export function allStocks(): Stock[] {
  return [...BY_SYMBOL.values()];
}

/** Where each persona's credit cards are used: merchant, category, MCC, rupee range, weight. */
import type { TransactionCategory } from '@/domain/spending/categories';

export type CardMerchant = {
  name: string;
  category: TransactionCategory;
  mcc: string;
  min: number;
  max: number;
  weight: number;
};

type Row = readonly [string, TransactionCategory, string, number, number, number];

function table(rows: readonly Row[]): readonly CardMerchant[] {
  return rows.map(([name, category, mcc, min, max, weight]) => ({ name, category, mcc, min, max, weight }));
}

/** HDFC Regalia Gold: travel, dining, fuel, electronics. */
export const REGALIA_MERCHANTS = table([
  ['Swiggy', 'Food & Dining', '5814', 250, 1200, 8],
  ['Toit Brewpub', 'Food & Dining', '5813', 1500, 4200, 1],
  ['Truffles', 'Food & Dining', '5812', 600, 2200, 2.5],
  ['Shell Fuel', 'Transport & Fuel', '5541', 800, 2500, 3],
  ['IndiGo', 'Travel', '4511', 3800, 9500, 0.25],
  ['Air India', 'Travel', '4511', 4500, 12_000, 0.1],
  ['Taj Hotels', 'Travel', '7011', 7000, 16_000, 0.05],
  ['MakeMyTrip', 'Travel', '4722', 2500, 9000, 0.2],
  ['Croma', 'Shopping', '5732', 1200, 12_000, 0.2],
  ['Tata CLiQ', 'Shopping', '5691', 900, 6000, 1],
  ['Nykaa', 'Personal care', '5977', 450, 3200, 1.2],
  ['Apple Services', 'Entertainment & Subscriptions', '5815', 99, 199, 1],
  ['Google Play', 'Entertainment & Subscriptions', '5815', 130, 650, 0.8],
  ['Airtel Postpaid', 'Bills & Utilities', '4814', 599, 599, 1],
  ['Cult.fit', 'Health & Medical', '7997', 1499, 3999, 0.4],
]);

/** ICICI Amazon Pay: Amazon first, then everyday spends. */
export const AMAZON_PAY_MERCHANTS = table([
  ['Amazon', 'Shopping', '5399', 149, 3500, 9],
  ['Amazon Fresh', 'Groceries', '5411', 350, 2800, 5],
  ['Amazon Prime Video', 'Entertainment & Subscriptions', '5968', 299, 299, 0.4],
  ['Swiggy Instamart', 'Groceries', '5411', 120, 1500, 3],
  ['BookMyShow', 'Entertainment & Subscriptions', '7832', 300, 1600, 1],
  ['Uber', 'Transport & Fuel', '4121', 150, 900, 3],
  ['Reliance Digital', 'Shopping', '5732', 999, 9000, 0.15],
  ['Lifestyle', 'Shopping', '5651', 799, 4500, 0.8],
  ['MedPlus', 'Health & Medical', '5912', 150, 1600, 1],
]);

/** Rohan's (other) Axis ACE card: bills and Pune life. */
export const ACE_MERCHANTS = table([
  ['Zepto', 'Groceries', '5411', 150, 1400, 6],
  ['Starbucks', 'Food & Dining', '5814', 290, 900, 3],
  ['Rapido', 'Transport & Fuel', '4121', 60, 350, 4],
  ['MSEDCL', 'Bills & Utilities', '4900', 900, 2600, 1],
  ['Vi Postpaid', 'Bills & Utilities', '4814', 499, 499, 1],
  ['Tata 1mg', 'Health & Medical', '5912', 180, 1900, 1.5],
  ['Nykaa Fashion', 'Shopping', '5691', 700, 3800, 1],
  ['Bharat Petroleum', 'Transport & Fuel', '5541', 500, 2200, 2],
]);

/**
 * Where Rohan (other, Pune) spends: deliberately none of demo's merchants, so a response that
 * leaks one customer's rows into another's is visible at a glance. Sandbox data, like demo's.
 */
import { COMMUTE, DAYTIME, EVENING, MEALS, type Merchant, type Person, merchant, person } from './merchant';

export const OTHER_MERCHANTS: readonly Merchant[] = [
  merchant('Chaayos', 'chaayos@icici', 'ICIC', 'Food & Dining', [60, 320], 6, DAYTIME),
  merchant('Vaishali Restaurant', 'q334455667@ybl', 'YESB', 'Food & Dining', [150, 700], 4, MEALS),
  merchant('EatSure', 'eatsure@axisbank', 'UTIB', 'Food & Dining', [250, 900], 4, MEALS, { refunds: true }),
  merchant('Zepto', 'zepto@ybl', 'YESB', 'Groceries', [120, 1400], 7, [[7, 24]]),
  merchant('JioMart', 'jiomart@sbi', 'SBIN', 'Groceries', [300, 2500], 2, DAYTIME, {
    paise: true,
    refunds: true,
  }),
  merchant("Dorabjee's", 'dorabjees@hdfcbank', 'HDFC', 'Groceries', [500, 3500], 1, EVENING, {
    paise: true,
    pos: 'DORABJEES BANER PUNE',
  }),
  merchant('Rapido', 'rapido@axisbank', 'UTIB', 'Transport & Fuel', [40, 300], 6, COMMUTE),
  merchant('Pune Metro', 'punemetro@sbi', 'SBIN', 'Transport & Fuel', [20, 60], 3, COMMUTE),
  merchant('Bharat Petroleum', 'bpcl@sbi', 'SBIN', 'Transport & Fuel', [400, 2000], 1.5, DAYTIME, {
    pos: 'BPCL AUNDH PUNE',
  }),
  merchant('Ajio', 'ajio@ybl', 'YESB', 'Shopping', [499, 3999], 1, [[11, 24]], { refunds: true }),
  merchant('Reliance Trends', 'trends@sbi', 'SBIN', 'Shopping', [599, 2999], 0.5, EVENING, {
    pos: 'RELIANCE TRENDS PUNE',
  }),
  merchant('Tata 1mg', 'tata1mg@icici', 'ICIC', 'Health & Medical', [180, 1900], 1, DAYTIME, { paise: true }),
  merchant('PVR INOX', 'pvrinox@icici', 'ICIC', 'Entertainment & Subscriptions', [300, 1500], 0.6, EVENING),
  merchant('Jawed Habib', 'jawedhabib@ybl', 'YESB', 'Personal care', [300, 1200], 0.4, EVENING, {
    pos: 'JAWED HABIB KOTHRUD',
  }),
  merchant('ixigo', 'ixigo@icici', 'ICIC', 'Travel', [400, 3000], 0.3, DAYTIME),
  merchant('Goibibo', 'goibibo@icici', 'ICIC', 'Travel', [2000, 12_000], 0.08, DAYTIME),
];

export const OTHER_PEOPLE: readonly Person[] = [
  person('Meera Mehta', 'meera.mehta@okicici', 'ICIC', ['Home expenses', 'Groceries']),
  person('Aditya Kulkarni', 'adityak@ybl', 'YESB', ['Trek share', 'Dinner']),
  person('Neha Joshi', 'nehaj@oksbi', 'SBIN', ['Birthday gift', 'Cab']),
  person('Sahil Shaikh', 'sahil.s@okaxis', 'UTIB', ['Football turf', 'Movie']),
];

/**
 * Where Aarav (demo, Bengaluru) spends. Names and UPI handles are sandbox data: plausible, not
 * the merchants' real VPAs.
 */
import {
  COMMUTE,
  DAYTIME,
  EVENING,
  MEALS,
  MORNING,
  type Merchant,
  type Person,
  merchant,
  person,
} from './merchant';

export const DEMO_MERCHANTS: readonly Merchant[] = [
  merchant('Swiggy', 'swiggy@ybl', 'YESB', 'Food & Dining', [149, 620], 5, MEALS, { refunds: true }),
  merchant('Zomato', 'zomato@hdfcbank', 'HDFC', 'Food & Dining', [139, 650], 4, MEALS, { refunds: true }),
  merchant('Chai Point', 'chaipoint@icici', 'ICIC', 'Food & Dining', [20, 80], 15, DAYTIME),
  merchant('Sri Sagar Darshini', 'q812345678@ybl', 'YESB', 'Food & Dining', [35, 160], 12, MORNING),
  merchant('Third Wave Coffee', 'thirdwave@icici', 'ICIC', 'Food & Dining', [160, 420], 2, DAYTIME, {
    pos: 'THIRD WAVE COFFEE ROA',
  }),
  merchant('Ganesh Juice Centre', 'q623456789@ybl', 'YESB', 'Food & Dining', [40, 120], 6, DAYTIME),
  merchant('Sri Lakshmi Stores', 'q498765432@ybl', 'YESB', 'Groceries', [25, 420], 10, DAYTIME),
  merchant('Raju Fruits', 'q901234567@ybl', 'YESB', 'Groceries', [40, 250], 4, EVENING),
  merchant('BigBasket', 'bigbasket@hdfcbank', 'HDFC', 'Groceries', [250, 1800], 1.5, DAYTIME, {
    paise: true,
    refunds: true,
  }),
  merchant('Blinkit', 'blinkit@hdfcbank', 'HDFC', 'Groceries', [79, 700], 4.5, [[8, 23]]),
  merchant('DMart', 'dmart@axisbank', 'UTIB', 'Groceries', [600, 3200], 0.5, EVENING, {
    paise: true,
    pos: 'AVENUE SUPERMARTS LTD',
  }),
  merchant('Uber', 'uber@axisbank', 'UTIB', 'Transport & Fuel', [110, 420], 3.5, COMMUTE),
  merchant('Ola', 'olacabs@icici', 'ICIC', 'Transport & Fuel', [99, 380], 2, COMMUTE),
  merchant('Namma Yatri', 'nammayatri@ybl', 'YESB', 'Transport & Fuel', [45, 200], 8, COMMUTE),
  merchant('Namma Metro', 'bmrcl@sbi', 'SBIN', 'Transport & Fuel', [25, 60], 6, COMMUTE),
  merchant('Indian Oil', 'iocl.fuel@sbi', 'SBIN', 'Transport & Fuel', [200, 800], 1, DAYTIME, {
    pos: 'IOCL KORAMANGALA FS',
  }),
  merchant('Amazon', 'amazon@apl', 'UTIB', 'Shopping', [149, 2500], 1.3, [[10, 24]], {
    paise: true,
    refunds: true,
  }),
  merchant('Flipkart', 'flipkart@axisbank', 'UTIB', 'Shopping', [199, 2800], 0.8, [[10, 24]], {
    refunds: true,
  }),
  merchant('Myntra', 'myntra@icici', 'ICIC', 'Shopping', [349, 2200], 0.5, [[11, 24]], { refunds: true }),
  merchant('Decathlon', 'decathlon@hdfcbank', 'HDFC', 'Shopping', [399, 2999], 0.2, EVENING, {
    pos: 'DECATHLON SPORTS INDIA',
  }),
  merchant(
    'Apollo Pharmacy',
    'apollopharmacy@hdfcbank',
    'HDFC',
    'Health & Medical',
    [60, 900],
    1.5,
    DAYTIME,
    { paise: true, pos: 'APOLLO PHARMACY HSR' },
  ),
  merchant('Practo', 'practo@icici', 'ICIC', 'Health & Medical', [350, 700], 0.15, DAYTIME),
  merchant('Urban Company', 'urbancompany@icici', 'ICIC', 'Personal care', [399, 1500], 0.3, DAYTIME),
  merchant('Naturals Salon', 'naturals@ybl', 'YESB', 'Personal care', [200, 800], 0.35, EVENING, {
    pos: 'NATURALS SALON HSR',
  }),
  merchant(
    'BookMyShow',
    'bookmyshow@icici',
    'ICIC',
    'Entertainment & Subscriptions',
    [200, 900],
    0.5,
    EVENING,
  ),
  merchant('IRCTC', 'irctc@sbi', 'SBIN', 'Travel', [250, 2500], 0.35, DAYTIME, {
    paise: true,
    refunds: true,
  }),
  merchant('MakeMyTrip', 'makemytrip@icici', 'ICIC', 'Travel', [2000, 9000], 0.05, DAYTIME),
  merchant('redBus', 'redbus@hdfcbank', 'HDFC', 'Travel', [450, 1400], 0.1, DAYTIME),
  merchant('Udemy', 'udemy@razorpay', 'ICIC', 'Education', [399, 649], 0.05, EVENING),
];

export const DEMO_PEOPLE: readonly Person[] = [
  person('Rohit Verma', 'rohitv@okaxis', 'UTIB', ['Dinner split', 'Movie', 'Cab share']),
  person('Sneha Iyer', 'sneha.iyer@oksbi', 'SBIN', ['Trip share', 'Gift', 'Lunch']),
  person('Karthik R', 'karthikr@ybl', 'YESB', ['Cricket turf', 'Petrol', 'Party']),
  person('Ananya Das', 'ananya.d@okhdfcbank', 'HDFC', ['Birthday gift', 'Groceries']),
  person('Manjunath Auto Works', 'q765432198@ybl', 'YESB', ['Bike service']),
];

/**
 * Demo's two credit cards and how their bills get paid: the HDFC card through CRED (UPI) from
 * the HDFC account, the ICICI card by net-banking bill pay from the ICICI account.
 */
import type { BankEntry } from './bank-entry';
import { entry, styleOf } from './bank-setup';
import { AMAZON_PAY_MERCHANTS, REGALIA_MERCHANTS } from './card-merchants';
import type { CardSpec } from './cards';
import type { Day } from './dates';
import {
  DEMO_HDFC_CARD,
  DEMO_HDFC_SETUP as HDFC,
  DEMO_ICICI_CARD,
  DEMO_ICICI_SETUP as ICICI,
  DEMO_USER_ID,
} from './demo-accounts';
import type { Prng } from './prng';
import { rrn } from './references';

// Statement PDFs are locked with the name's first four letters and the birth date (18 April).
const HDFC_PASSWORD = 'AARA1804';
const ICICI_PASSWORD = 'aara1804';

function payByCred(rng: Prng, day: Day, amount: number): BankEntry {
  const minute = rng.int(19 * 60, 23 * 60);
  const reference = rrn(rng, day, minute);
  const cred = { payee: 'CRED Club', vpa: 'cred.club@axisb', bank: 'UTIB' };
  return entry(day, minute, 'DEBIT', amount, {
    mode: 'UPI',
    narration: styleOf(HDFC).upi('DR', cred, reference, 'Payment on CRED', false),
    reference,
    category: 'Transfers',
    counterparty: 'HDFC Credit Card bill',
  });
}

function payByBillPay(rng: Prng, day: Day, amount: number): BankEntry {
  const reference = rng.digits(12);
  return entry(day, rng.int(9 * 60, 22 * 60), 'DEBIT', amount, {
    mode: 'OTHERS',
    narration: styleOf(ICICI).billPay('XXXX8812', 'ICICI Bank Credit Card', reference),
    reference,
    category: 'Transfers',
    counterparty: 'ICICI Credit Card bill',
  });
}

export const DEMO_CARDS: readonly CardSpec[] = [
  {
    card: {
      id: 'card-demo-hdfc-regalia',
      user_id: DEMO_USER_ID,
      account_id: DEMO_HDFC_CARD.id,
      issuer: 'HDFC Bank',
      card_name: 'Regalia Gold',
      network: 'MASTER_CARD',
      masked_number: 'XXXX XXXX XXXX 4521',
      credit_limit_paise: 3_50_000_00,
      statement_password_hint:
        'The first 4 letters of your name in capitals, then your date of birth as DDMM (e.g. ABCD0101).',
    },
    merchants: REGALIA_MERCHANTS,
    spendsPerCycle: [12, 20],
    password: HDFC_PASSWORD,
    lockedIndex: 0,
    olderBills: [14_000, 38_000],
    payBill: payByCred,
  },
  {
    card: {
      id: 'card-demo-icici-amazon',
      user_id: DEMO_USER_ID,
      account_id: DEMO_ICICI_CARD.id,
      issuer: 'ICICI Bank',
      card_name: 'Amazon Pay',
      network: 'VISA',
      masked_number: 'XXXX XXXX XXXX 8812',
      credit_limit_paise: 1_80_000_00,
      statement_password_hint:
        'The first 4 letters of your first name in lower case, then your date of birth as DDMM (e.g. abcd0101).',
    },
    merchants: AMAZON_PAY_MERCHANTS,
    spendsPerCycle: [8, 15],
    password: ICICI_PASSWORD,
    lockedIndex: 2,
    olderBills: [6_000, 19_000],
    payBill: payByBillPay,
  },
];

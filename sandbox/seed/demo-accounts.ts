/**
 * Aarav's (demo) accounts: three savings accounts, two demat accounts, two cards, two policies,
 * all linked. Ids, masked numbers and IFSCs are fixed (not drawn), so tests and other modules
 * may name them.
 */
import type { AccountSpec } from './accounts';
import { masked } from './accounts';
import type { BankEntry } from './bank-entry';
import type { BankSetup } from './bank-setup';
import { personaUser } from './users';

const user = personaUser('demo');
export const DEMO_USER_ID = user.id;
const DEMO_HOLDER = user.name.toUpperCase();

/** Entries per savings account, before the ledger orders them. */
export type DemoLedgers = { hdfc: BankEntry[]; icici: BankEntry[]; sbi: BankEntry[] };

/** Consents that linked demo's accounts, one per FIP class. */
const DEMO_CONSENTS = {
  banks: 'seed-consent-demo-1',
  equities: 'seed-consent-demo-2',
  insurance: 'seed-consent-demo-3',
  cards: 'seed-consent-demo-4',
} as const;

function bank(
  id: string,
  fipId: string,
  lastFour: string,
  ifsc: string,
  branch: string,
  openedOn: string,
  linkedDaysAgo: number,
): AccountSpec {
  return {
    id,
    user_id: DEMO_USER_ID,
    fip_id: fipId,
    fi_type: 'DEPOSIT',
    acc_type: 'SAVINGS',
    masked_acc_number: masked(lastFour),
    ifsc,
    branch,
    holder_name: user.name,
    openedOn,
    consentHandle: DEMO_CONSENTS.banks,
    linkedDaysAgo,
  };
}

export const DEMO_HDFC = bank(
  'acc-demo-hdfc',
  'HDFC-FIP',
  '4821',
  'HDFC0001753',
  'Koramangala, Bengaluru',
  '2016-07-12',
  120,
);
export const DEMO_ICICI = bank(
  'acc-demo-icici',
  'ICICI-FIP',
  '5567',
  'ICIC0000612',
  'HSR Layout, Bengaluru',
  '2018-02-03',
  120,
);
export const DEMO_SBI = bank(
  'acc-demo-sbi',
  'sbi-fip',
  '0932',
  'SBIN0031094',
  'Malviya Nagar, Jaipur',
  '2012-09-21',
  118,
);

const BENGALURU_ATMS = [
  ['S1ANBG12', 'Bengaluru'],
  ['S1AW0437', 'Koramangala Bengaluru'],
  ['N3CN1108', 'HSR Layout Bengaluru'],
] as const;

export const DEMO_HDFC_SETUP: BankSetup = {
  accountId: DEMO_HDFC.id,
  style: 'HDFC',
  holder: DEMO_HOLDER,
  ifsc: 'HDFC0001753',
  debitCard: '436521XXXXXX7310',
  maskedForOthers: 'XXXXXXX4821',
  atms: BENGALURU_ATMS,
};

export const DEMO_ICICI_SETUP: BankSetup = {
  accountId: DEMO_ICICI.id,
  style: 'ICICI',
  holder: DEMO_HOLDER,
  ifsc: 'ICIC0000612',
  debitCard: '470613XXXXXX2294',
  maskedForOthers: 'XXXXXXX5567',
  atms: BENGALURU_ATMS,
};

export const DEMO_SBI_SETUP: BankSetup = {
  accountId: DEMO_SBI.id,
  style: 'SBI',
  holder: DEMO_HOLDER,
  ifsc: 'SBIN0031094',
  debitCard: '607152XXXXXX8841',
  maskedForOthers: 'XXXXXXX0932',
  atms: [['SBIN4567', 'MG Road Bengaluru'], ['SBIN1290', 'Malviya Nagar Jaipur'], ...BENGALURU_ATMS],
};

function other(
  id: string,
  fipId: string,
  fiType: AccountSpec['fi_type'],
  accType: AccountSpec['acc_type'],
  maskedNumber: string,
  consentHandle: string,
  linkedDaysAgo: number,
): AccountSpec {
  return {
    id,
    user_id: DEMO_USER_ID,
    fip_id: fipId,
    fi_type: fiType,
    acc_type: accType,
    masked_acc_number: maskedNumber,
    ifsc: null,
    branch: null,
    holder_name: user.name,
    openedOn: null,
    consentHandle,
    linkedDaysAgo,
  };
}

export const DEMO_CDSL = other(
  'acc-demo-cdsl',
  'CDSLFIP',
  'EQUITIES',
  'DEMAT',
  masked('7702', 12),
  DEMO_CONSENTS.equities,
  95,
);
export const DEMO_NSDL = other(
  'acc-demo-nsdl',
  'fip@nsdl',
  'EQUITIES',
  'DEMAT',
  masked('3318', 12),
  DEMO_CONSENTS.equities,
  95,
);
export const DEMO_HDFC_CARD = other(
  'acc-demo-hdfc-card',
  'HDFC-FIP',
  'CREDIT_CARD',
  'CARD',
  masked('4521', 12),
  DEMO_CONSENTS.cards,
  60,
);
export const DEMO_ICICI_CARD = other(
  'acc-demo-icici-card',
  'ICICI-FIP',
  'CREDIT_CARD',
  'CARD',
  masked('8812', 12),
  DEMO_CONSENTS.cards,
  60,
);
export const DEMO_TERM_POLICY = other(
  'acc-demo-term',
  'HDFCLIFE-FIP',
  'INSURANCE_POLICIES',
  'POLICY',
  masked('6190', 6),
  DEMO_CONSENTS.insurance,
  70,
);
export const DEMO_HEALTH_POLICY = other(
  'acc-demo-health',
  'ICICIPRULIFE-FIP',
  'INSURANCE_POLICIES',
  'POLICY',
  masked('2047', 6),
  DEMO_CONSENTS.insurance,
  70,
);

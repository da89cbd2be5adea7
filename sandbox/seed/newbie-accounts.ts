/**
 * Priya's (newbie) accounts, none linked: what the AA partner discovers for her mobile. And the
 * regular lines of her two savings accounts.
 */
import { type AccountSpec, masked } from './accounts';
import type { BankEntry } from './bank-entry';
import type { BankSetup } from './bank-setup';
import type { SeedContext } from './context';
import { type Day, monthAbbrev } from './dates';
import {
  autoDebit,
  impsPayment,
  interestCredit,
  monthlyDays,
  quarterEnds,
  salaryCredits,
  selfTransfer,
} from './recurring';
import { personaUser } from './users';

export const NEWBIE_USER = personaUser('newbie');

const base = {
  user_id: NEWBIE_USER.id,
  holder_name: NEWBIE_USER.name,
  consentHandle: null,
  openedOn: null,
  ifsc: null,
  branch: null,
};

function bank(
  id: string,
  fipId: string,
  lastFour: string,
  ifsc: string,
  branch: string,
  openedOn: string,
): AccountSpec {
  const deposit = { fi_type: 'DEPOSIT', acc_type: 'SAVINGS' } as const;
  return {
    ...base,
    ...deposit,
    id,
    fip_id: fipId,
    masked_acc_number: masked(lastFour),
    ifsc,
    branch,
    openedOn,
  };
}

export const NEWBIE_HDFC = bank(
  'acc-newbie-hdfc',
  'HDFC-FIP',
  '7788',
  'HDFC0000523',
  'Whitefield, Bengaluru',
  '2021-08-16',
);
export const NEWBIE_SBI = bank(
  'acc-newbie-sbi',
  'sbi-fip',
  '2109',
  'SBIN0070164',
  'Kakkanad, Kochi',
  '2015-06-01',
);
export const NEWBIE_CDSL: AccountSpec = {
  ...base,
  id: 'acc-newbie-cdsl',
  fip_id: 'CDSLFIP',
  fi_type: 'EQUITIES',
  acc_type: 'DEMAT',
  masked_acc_number: masked('4410', 12),
};
/** Her two folios, one a registrar (docs/mutual-funds.md): the AA reports a folio as an account. */
export const NEWBIE_CAMS: AccountSpec = {
  ...base,
  id: 'acc-newbie-cams',
  fip_id: 'CAMSRTAFIP',
  fi_type: 'MUTUAL_FUNDS',
  acc_type: 'FOLIO',
  masked_acc_number: masked('3318', 8),
};
export const NEWBIE_KFIN: AccountSpec = {
  ...base,
  id: 'acc-newbie-kfin',
  fip_id: 'kfinmf-fip',
  fi_type: 'MUTUAL_FUNDS',
  acc_type: 'FOLIO',
  masked_acc_number: masked('6027', 8),
};
export const NEWBIE_POLICY: AccountSpec = {
  ...base,
  id: 'acc-newbie-term',
  fip_id: 'SBILIFE-FIP',
  fi_type: 'INSURANCE_POLICIES',
  acc_type: 'POLICY',
  masked_acc_number: masked('8830', 6),
};

const holder = NEWBIE_USER.name.toUpperCase();
export const NEWBIE_HDFC_SETUP: BankSetup = {
  accountId: NEWBIE_HDFC.id,
  style: 'HDFC',
  holder,
  ifsc: 'HDFC0000523',
  debitCard: '436521XXXXXX0457',
  maskedForOthers: 'XXXXXXX7788',
  atms: [['S1ANBG77', 'Whitefield Bengaluru']],
};
export const NEWBIE_SBI_SETUP: BankSetup = {
  accountId: NEWBIE_SBI.id,
  style: 'SBI',
  holder,
  ifsc: 'SBIN0070164',
  debitCard: '607152XXXXXX3390',
  maskedForOthers: 'XXXXXXX2109',
  atms: [['SBIN7788', 'Kakkanad Kochi']],
};

const EMPLOYER = { name: 'ZENITH DIGITAL SERVICES PVT LTD', ifsc: 'KKBK0000958' };
const PG = { name: 'Green Nest PG', bankCode: 'KKBK', masked: 'XXXXXXX0021' };

/** Salary, PG rent and a SIP in HDFC, a monthly transfer to SBI, interest on both. */
export function newbieRecurring(ctx: SeedContext, from: Day): { hdfc: BankEntry[]; sbi: BankEntry[] } {
  const rng = ctx.rng('newbie:recurring');
  const to = ctx.anchorDay;
  const hdfc = salaryCredits(NEWBIE_HDFC_SETUP, rng, from, to, EMPLOYER, () => 56_000 + rng.int(-400, 400));
  const sbi: BankEntry[] = [];
  for (const day of monthlyDays(from, to, 4)) {
    hdfc.push(
      impsPayment(
        NEWBIE_HDFC_SETUP,
        rng,
        day,
        14_500_00,
        PG,
        `PG RENT ${monthAbbrev(day)}`,
        'Rent & Housing',
      ),
    );
  }
  for (const day of monthlyDays(from, to, 6)) {
    hdfc.push(
      autoDebit(NEWBIE_HDFC_SETUP, rng, day, 3_000_00, 'GROWW MF SIP', 'Investments', 'Groww Mutual Fund'),
    );
  }
  for (const day of monthlyDays(from, to, 2)) {
    const [debit, credit] = selfTransfer(NEWBIE_HDFC_SETUP, NEWBIE_SBI_SETUP, rng, day, 8_000_00);
    hdfc.push(debit);
    sbi.push(credit);
  }
  for (const day of quarterEnds(from, to)) {
    hdfc.push(interestCredit(NEWBIE_HDFC_SETUP, day, 300, NEWBIE_HDFC_SETUP.maskedForOthers));
    sbi.push(interestCredit(NEWBIE_SBI_SETUP, day, 270, NEWBIE_SBI_SETUP.maskedForOthers));
  }
  return { hdfc, sbi };
}

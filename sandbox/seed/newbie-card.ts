/**
 * Priya's (newbie) ICICI Coral credit card: not linked, so only the credit-cards linking journey
 * finds it (docs/linking.md#credit-cards). Its six statements, spends and due dates are generated like
 * every seeded card's, so My Cards, Analytics and Bill Payment have something real once she links it.
 * Its bills were paid from an account Kosh does not know: her HDFC and SBI ledgers are unchanged.
 */
import { type AccountSpec, insertAccount } from './accounts';
import { entry } from './bank-setup';
import { AMAZON_PAY_MERCHANTS } from './card-merchants';
import { type CardSpec, seedCard } from './cards';
import type { SeedContext } from './context';
import type { Day } from './dates';
import { NEWBIE_USER } from './newbie-accounts';

/** As the card's issuer reports it through the AA: a card mask, not an account number. */
const NEWBIE_ICICI_CARD: AccountSpec = {
  id: 'acc-newbie-icici-card',
  user_id: NEWBIE_USER.id,
  fip_id: 'ICICI-FIP',
  fi_type: 'CREDIT_CARD',
  acc_type: 'CARD',
  masked_acc_number: 'XXXX XXXX XXXX 3007',
  ifsc: null,
  branch: null,
  holder_name: NEWBIE_USER.name,
  openedOn: '2024-02-10',
  consentHandle: null,
};

const CORAL: CardSpec = {
  card: {
    id: 'card-newbie-icici-coral',
    user_id: NEWBIE_USER.id,
    account_id: NEWBIE_ICICI_CARD.id,
    issuer: 'ICICI Bank',
    card_name: 'Coral',
    network: 'RUPAY',
    masked_number: 'XXXX XXXX XXXX 3007',
    credit_limit_paise: 90_000_00,
    statement_password_hint:
      'The first 4 letters of your first name in lower case, then your date of birth as DDMM (e.g. abcd0101).',
  },
  merchants: AMAZON_PAY_MERCHANTS,
  spendsPerCycle: [5, 10],
  password: 'priy2207',
  lockedIndex: 1,
  olderBills: [3_000, 9_000],
  // Paid from outside Kosh: the entry is built for the card's ledger and never written to a bank's.
  payBill: (rng, day: Day, amount) =>
    entry(day, rng.int(9 * 60, 22 * 60), 'DEBIT', amount, {
      mode: 'OTHERS',
      narration: 'ICICI CREDIT CARD PAYMENT',
      reference: rng.digits(12),
      category: 'Transfers',
      counterparty: 'ICICI Credit Card bill',
    }),
};

/** Seeds newbie's unlinked card over the history starting at `from`. */
export function seedNewbieCard(ctx: SeedContext, from: Day): void {
  insertAccount(ctx, NEWBIE_ICICI_CARD);
  seedCard(ctx, CORAL, from);
}

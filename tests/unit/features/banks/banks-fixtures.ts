import { accountCard, l1Screen } from '../../fixtures/savings';

/** Two HDFC accounts and one at SBI: three accounts at two banks. */
export const TWO_HDFC = l1Screen({
  accounts: [
    accountCard(),
    accountCard({ account_id: 'acc-hdfc-2', masked_acc_number: 'XXXXXXXX7777', balance_paise: 100 }),
    accountCard({
      account_id: 'acc-demo-sbi',
      fip_id: 'sbi-fip',
      bank_name: 'State Bank of India',
      masked_acc_number: 'XXXXXXXX0932',
      balance_paise: 6630851,
    }),
  ],
});

/** The first HDFC account as the tracking service lists it: linked through Finvu. */
export const LINKED = {
  service: 'acc-agg',
  acc_type: 'SAVINGS',
  count: 1,
  accounts: [
    {
      account_id: 'acc-demo-hdfc',
      acc_num: 'XXXXXXXX4821',
      acc_type: 'SAVINGS',
      account_subtype: 'SAVINGS',
      fi_type: 'DEPOSIT',
      fip_id: 'HDFC-FIP',
      fip_name: 'HDFC Bank',
      broker_name: null,
      linked_at: '2026-07-26T10:54:00.000Z',
      link_ref_number: 'ref',
      consent_handle: 'seed-consent-demo-1',
      provider: 'finvu',
    },
  ],
};

// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  discoveryScreenSchema,
  linkingNavlinkSchema,
  verifyBankOtpSchema,
  verifyPartnerOtpSchema,
} from '@/api/schemas/aggregator-linking';
import {
  cardAnalyticsSchema,
  cardBillPaymentSchema,
  cardStatementsSchema,
  creditCardsSchema,
} from '@/api/schemas/credit-cards';
import { banksListScreenSchema, initiateConsentSchema, revokeResultSchema } from '@/api/schemas/tracking';
import { SANDBOX_STATIC_OTP } from '@/config/constants';

import { startMiscSandbox, type MiscSandbox } from './misc-sandbox';

/** Newbie links her seeded ICICI card through the AA, on the real seeded world. */
const AGG = '/aa-service';
const TRACKING = '/tracking-service';
const CC = '/cc-service';
const OTP = SANDBOX_STATIC_OTP;
let sb: MiscSandbox;

beforeAll(async () => {
  sb = await startMiscSandbox();
});
afterAll(async () => {
  await sb.close();
});

const get = (url: string) => sb.get(url, 'newbie');
const qs = (params: Record<string, string>) => new URLSearchParams(params).toString();

async function initiate(fipIds: string[], flow: string, mobile?: string) {
  const res = await sb.post(
    `${TRACKING}/banks/widgets/onboard/initiate-consent/web`,
    { fip_ids: fipIds, flow, ...(mobile === undefined ? {} : { mobile }) },
    'newbie',
  );
  expect(res.statusCode, res.body).toBe(200);
  return initiateConsentSchema.parse(res.json());
}

async function discover(fipIds: string[], flow: string, mobile?: string) {
  const consent = await initiate(fipIds, flow, mobile);
  const handle = consent.consent_handle;
  const verified = await get(`${AGG}/onboard/verify-finvu-otp?${qs({ consent_handle: handle, otp: OTP })}`);
  expect(verified.statusCode, verified.body).toBe(200);
  verifyPartnerOtpSchema.parse(verified.json());
  const screen = await get(`${AGG}/onboard/discovery-screen?${qs({ consent_handle: handle })}`);
  expect(screen.statusCode, screen.body).toBe(200);
  return { consent, screen: discoveryScreenSchema.parse(screen.json()) };
}

async function newbieCards() {
  const res = await get(`${CC}/cards`);
  expect(res.statusCode).toBe(200);
  return creditCardsSchema.parse(res.json());
}

describe('the bank list', () => {
  it('names the card issuers by their CREDIT_CARD FI type, RBL Bank among them', async () => {
    const list = banksListScreenSchema.parse(
      (await get(`${TRACKING}/banks/widgets/onboard/banks-list-screen`)).json(),
    );
    const issuers = list.banks.filter((bank) => bank.fi_types.includes('CREDIT_CARD')).map((b) => b.fip_id);
    expect(issuers).toEqual(expect.arrayContaining(['ICICI-FIP', 'HDFC-FIP', 'RBL-FIP']));
    expect(issuers).not.toContain('CDSLFIP');
    expect(list.banks.find((bank) => bank.fip_id === 'RBL-FIP')).toMatchObject({
      name: 'RBL Bank',
      ifsc_prefix: 'RATN',
      kind: 'BANK',
    });
  });
});

describe('discovery by flow', () => {
  it('finds only cards in the credit-cards flow, and no card in the savings flow', async () => {
    const savings = await discover(['ICICI-FIP', 'HDFC-FIP'], 'savings');
    const savingsTypes = savings.screen.groups.flatMap((g) => g.accounts_list.map((a) => a.FIType));
    expect(savingsTypes).not.toContain('CREDIT_CARD');
    expect(savings.screen.groups[0]).toMatchObject({ fip_id: 'ICICI-FIP', status: 'NO_ACCOUNTS' });

    const cards = await discover(['HDFC-FIP'], 'credit_cards');
    // Newbie has a savings account at HDFC but no card there.
    expect(cards.screen.groups[0]).toMatchObject({ fip_id: 'HDFC-FIP', status: 'NO_ACCOUNTS' });
  });
});

describe('the already-linked mobile in a card journey', () => {
  it('invents cards, masked as cards: one linked elsewhere, one new', async () => {
    const { screen } = await discover(['AXIS001'], 'credit_cards', '9000000002');
    const accounts = screen.groups[0]?.accounts_list ?? [];
    expect(accounts.map((a) => [a.FIType, a.linkable])).toEqual([
      ['CREDIT_CARD', false],
      ['CREDIT_CARD', true],
    ]);
    for (const account of accounts) expect(account.maskedAccNumber).toMatch(/^XXXX XXXX XXXX \d{4}$/);
  });
});

describe('linking newbie’s ICICI card', () => {
  it('runs with both OTPs, shows the card in My Cards, analytics and bill payment, then revokes it', async () => {
    expect((await newbieCards()).is_empty).toBe(true);

    const { consent, screen } = await discover(['ICICI-FIP'], 'credit_cards');
    expect(consent.flow_type).toBe('credit_cards');
    const handle = consent.consent_handle;
    const group = screen.groups[0];
    expect(group).toMatchObject({ fip_id: 'ICICI-FIP', status: 'ACCOUNTS_FOUND' });
    expect(group?.bank_otp).toMatchObject({ sent: true, verified: false });
    expect(group?.accounts_list).toHaveLength(1);
    const card = group?.accounts_list[0];
    expect(card).toMatchObject({
      FIType: 'CREDIT_CARD',
      accType: 'CARD',
      maskedAccNumber: 'XXXX XXXX XXXX 3007',
      trackingAtKosh: false,
      auto_selected: true,
      linkable: true,
    });

    // The bank's OTP links it.
    const wrong = await get(
      `${AGG}/onboard/verify-bank-otp?${qs({ consent_handle: handle, fip_id: 'ICICI-FIP', otp: '000000', acc_ref_numbers: card?.accRefNumber ?? '' })}`,
    );
    expect(wrong.statusCode).toBe(400);
    const linkedRes = await get(
      `${AGG}/onboard/verify-bank-otp?${qs({ consent_handle: handle, fip_id: 'ICICI-FIP', otp: OTP, acc_ref_numbers: card?.accRefNumber ?? '' })}`,
    );
    expect(linkedRes.statusCode, linkedRes.body).toBe(200);
    const linked = verifyBankOtpSchema.parse(linkedRes.json());
    expect(linked.consent_status).toBe('LINKED');
    const accountId = linked.linked_accounts[0]?.account_id ?? '';

    // The final status is the cards' own, and leads to the cards area.
    const final = linkingNavlinkSchema.parse(
      (
        await get(`${AGG}/linking-navlink?${qs({ consent_handle: handle, consent_status: 'ACCEPT' })}`)
      ).json(),
    );
    expect(final).toMatchObject({
      status: 'SUCCESS',
      flow_type: 'credit_cards',
      title: 'Your credit cards are linked',
    });
    expect(final.linked_accounts).toEqual([
      expect.objectContaining({ account_id: accountId, fi_type: 'CREDIT_CARD' }),
    ]);
    expect(new URL(final.navlink, 'https://kosh.test').pathname).toBe('/credit-cards');

    // My Cards, statements, analytics and bill payment all have the generated data.
    const cards = await newbieCards();
    expect(cards.cards.map((c) => [c.issuer, c.card_name, c.last4])).toEqual([
      ['ICICI Bank', 'Coral', '3007'],
    ]);
    const cardId = cards.cards[0]?.card_id ?? '';
    expect(cards.cards[0]?.current_statement).not.toBeNull();
    const statements = cardStatementsSchema.parse((await get(`${CC}/cards/${cardId}/statements`)).json());
    expect(statements.statements).toHaveLength(6);
    const analytics = cardAnalyticsSchema.parse((await get(`${CC}/cards/analytics`)).json());
    expect(JSON.stringify(analytics)).toContain(cardId);
    const bills = cardBillPaymentSchema.parse((await get(`${CC}/cards/bill-payment`)).json());
    expect(JSON.stringify(bills)).toContain(cardId);

    // Revoked through its partner: the card is gone from every card screen.
    const stop = await get(`${TRACKING}/finvu-stop-tracking?${qs({ account_id: accountId })}`);
    expect(stop.statusCode, stop.body).toBe(200);
    expect(revokeResultSchema.parse(stop.json())).toMatchObject({
      consent_status: 'REVOKED',
      unlinked_account_ids: [accountId],
    });
    expect((await newbieCards()).is_empty).toBe(true);
    expect((await get(`${CC}/cards/${cardId}/statements`)).statusCode).toBe(404);
  });
});

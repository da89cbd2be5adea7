// @vitest-environment node
/**
 * Every family of texts the app shows from the gateway follows Accept-Language: Hindi for the
 * Hindi request, and without the header or in English the same bytes as before.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { brokerDetailsSchema } from '@/api/schemas/stocks-widget';

import { startMiscSandbox, type MiscSandbox } from '../cards/misc-sandbox';
import { ENGLISH, expectVariesOnLanguage, HINDI, isHindi } from './speak';

let sb: MiscSandbox;
let serial = 0;

beforeAll(async () => {
  // A pinned clock: answers that carry a time compare byte for byte.
  sb = await startMiscSandbox(() => new Date('2026-11-25T04:30:00.000Z'));
});
afterAll(async () => {
  await sb.close();
});

type Call = { method?: 'GET' | 'POST'; url: string; body?: unknown; token?: string; key?: boolean };

function send(call: Call, language: Record<string, string>): Promise<LightMyRequestResponse> {
  serial += 1;
  return sb.app.inject({
    method: call.method ?? 'GET',
    url: call.url,
    headers: {
      authorization: `Bearer ${call.token ?? 'demo'}`,
      ...(call.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(call.key === true ? { 'idempotency-key': `language-${serial}` } : {}),
      ...language,
    },
    ...(call.body === undefined ? {} : { payload: JSON.stringify(call.body) }),
  });
}

/** The text at `path` of a JSON answer (`error.message`, `message`, `title`…). */
function textAt(answer: LightMyRequestResponse, path: string): string {
  const value = path
    .split('.')
    .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], answer.json());
  if (typeof value !== 'string') throw new Error(`${path} is not text in ${answer.body}`);
  return value;
}

/**
 * Sends `call` without Accept-Language, in English and in Hindi: the first two answer the same
 * bytes with `english` at `path`, the Hindi one the same status and code with Hindi there.
 */
async function expectBothLanguages(call: Call, path: string, english: string | RegExp): Promise<string> {
  const plain = await send(call, {});
  const inEnglish = await send(call, ENGLISH);
  const inHindi = await send(call, HINDI);
  expect(inEnglish.body).toBe(plain.body);
  expect(inEnglish.statusCode).toBe(plain.statusCode);
  if (typeof english === 'string') expect(textAt(plain, path)).toBe(english);
  else expect(textAt(plain, path)).toMatch(english);
  expect(inHindi.statusCode).toBe(plain.statusCode);
  const code = (answer: LightMyRequestResponse) => answer.json<{ error?: { code?: string } }>().error?.code;
  expect(code(inHindi)).toBe(code(plain));
  const hindi = textAt(inHindi, path);
  expect(isHindi(hindi), hindi).toBe(true);
  expectVariesOnLanguage(inHindi);
  return hindi;
}

describe('card bill payments', () => {
  const pay = (paise: number): Call => ({
    method: 'POST',
    url: '/cc-service/cards/card-demo-hdfc-regalia/payments',
    body: { amount_paise: paise, channel: 'GATEWAY' },
    key: true,
  });

  it('refusals: not enough balance, above the maximum', async () => {
    await expectBothLanguages(
      pay(10_051),
      'error.message',
      'Your bank account does not have enough balance for this payment. No money was taken.',
    );
    await expectBothLanguages(
      pay(99_999_999_00),
      'error.message',
      /^You can pay at most ₹[\d,.]+: the total due/,
    );
  });

  it('no such payment', async () => {
    await expectBothLanguages({ url: '/cc-service/payments/pay_nope' }, 'error.message', 'No such payment');
  });
});

describe('instant cash', () => {
  it('QUOTE_CHANGED', async () => {
    const hindi = await expectBothLanguages(
      {
        method: 'POST',
        url: '/ind-investment/api/v4/insta-cash/repayments',
        body: { kind: 'OVERDUE', expected_total_paise: 1 },
        key: true,
      },
      'error.message',
      'The amount due has changed since you saw it. Check the new amount and confirm again.',
    );
    expect(hindi).toContain('देय रकम बदल गई');
  });

  it('a withdrawal above what is available, and a customer without a line', async () => {
    const withdraw = {
      method: 'POST' as const,
      url: '/ind-investment/api/v4/insta-cash/withdrawals',
      key: true,
    };
    await expectBothLanguages(
      { ...withdraw, body: { amount_paise: 9_999_999_999, tenure_months: 3 } },
      'error.message',
      /^amount_paise must be at most \d+$/,
    );
    await expectBothLanguages(
      { ...withdraw, body: { amount_paise: 500_000, tenure_months: 3 }, token: 'newbie' },
      'error.message',
      'No instant-cash line on this account',
    );
  });
});

describe('account aggregator', () => {
  it('an unknown consent, and the stop-tracking sheet', async () => {
    await expectBothLanguages(
      { url: '/aa-service/linking-navlink?consent_handle=nope-1234&consent_status=ACCEPT' },
      'error.message',
      'No consent with handle nope-1234',
    );
    await expectBothLanguages(
      { url: '/tracking-service/finvu-revoke-details' },
      'title',
      'Stop tracking these accounts?',
    );
    await expectBothLanguages(
      { url: '/tracking-service/finvu-revoke-details' },
      'description',
      'Revoking your consent with Finvu stops Kosh from reading these accounts.',
    );
  });

  it('the journey’s own screens: intro, unsupported banks, missing accounts, SMS sheet', async () => {
    await expectBothLanguages(
      { url: '/aa-service/onboard/sales-page', token: 'newbie' },
      'headline',
      'All your money, in one place',
    );
    await expectBothLanguages(
      { url: '/aa-service/onboard/sales-page', token: 'newbie' },
      'disclaimer',
      'Kosh can only read your data; it can never move money.',
    );
    await expectBothLanguages(
      { url: '/aa-service/onboard/unsupported-banks-screen' },
      'description',
      /^We support \d+ banks, depositories and insurers/,
    );
    await expectBothLanguages(
      { url: '/aa-service/onboard/missing-account-screen' },
      'title',
      'We couldn’t find your accounts',
    );
    await expectBothLanguages(
      { url: '/aa-service/sms-depreciation-bottomsheet' },
      'title',
      'SMS tracking is going away',
    );
  });

  it('the bank list', async () => {
    const hindi = await expectBothLanguages(
      { url: '/tracking-service/banks/widgets/onboard/banks-list-screen' },
      'subtitle',
      'Link accounts securely through an RBI-regulated account aggregator',
    );
    expect(hindi).toContain('अकाउंट एग्रीगेटर');
  });

  it('"notify me" confirmations', async () => {
    const body = { reason: 'BANK_UNSUPPORTED', bank_name: 'Saraswat Bank' };
    // Subscribed first, so the three calls below all answer ALREADY_SUBSCRIBED.
    await send({ method: 'POST', url: '/aa-service/onboard/notify-user', body }, {});
    await expectBothLanguages(
      {
        method: 'POST',
        url: '/aa-service/onboard/notify-user',
        body: { reason: 'BANK_UNSUPPORTED', bank_name: 'Saraswat Bank' },
      },
      'message',
      'We will let you know when Saraswat Bank is supported.',
    );
  });

  it('the final-status copy of an unfinished journey', async () => {
    const started = await send(
      {
        method: 'POST',
        url: '/tracking-service/banks/widgets/onboard/initiate-consent/web?bank_ifsc=HDFC0001234',
        body: { fip_ids: [] },
        token: 'newbie',
      },
      {},
    );
    const handle = started.json<{ consent_handle: string }>().consent_handle;
    const call = {
      url: `/aa-service/linking-navlink?consent_handle=${handle}&consent_status=ACCEPT`,
      token: 'newbie',
    };
    await expectBothLanguages(call, 'title', 'Linking is not finished');
    await expectBothLanguages(call, 'subtitle', 'Pick up where you left off.');
  });

  it('a wrong partner OTP, in Hindi, with the attempts left; the partner’s own error stays as sent', async () => {
    const started = await send(
      {
        method: 'POST',
        url: '/tracking-service/banks/widgets/onboard/initiate-consent/web?bank_ifsc=HDFC0001234',
        body: { fip_ids: [] },
        token: 'newbie',
      },
      {},
    );
    const handle = started.json<{ consent_handle: string }>().consent_handle;
    const wrong = (language: Record<string, string>) =>
      send(
        { url: `/aa-service/onboard/verify-finvu-otp?consent_handle=${handle}&otp=000000`, token: 'newbie' },
        language,
      );
    expect(textAt(await wrong({}), 'error.message')).toBe('Incorrect OTP: 2 attempt(s) left');
    const hindi = await wrong(HINDI);
    expect(hindi.json()).toMatchObject({ error: { code: 'INVALID_OTP', attempts_left: 1 } });
    expect(textAt(hindi, 'error.message')).toBe('गलत OTP: 1 कोशिश बाकी');

    const partner = await send(
      {
        method: 'POST',
        url: '/tracking-service/banks/widgets/onboard/initiate-consent/web?bank_ifsc=HDFC0001234',
        body: { fip_ids: [], mobile: '9000000005' },
        token: 'newbie',
      },
      {},
    );
    const failing = partner.json<{ consent_handle: string }>().consent_handle;
    const failed = await send(
      { url: `/aa-service/onboard/verify-finvu-otp?consent_handle=${failing}&otp=123456`, token: 'newbie' },
      HINDI,
    );
    expect(failed.json()).toEqual({ error: { code: 'PARTNER_ERROR', message: 'Invalid auth key' } });
  });
});

describe('savings', () => {
  it('the empty state of a customer with no bank linked; a linked one does not vary', async () => {
    const hindi = await expectBothLanguages(
      { url: '/aa-service/l1-screen-v2', token: 'newbie' },
      'empty_state.title',
      'Track all your bank accounts in one place',
    );
    expect(hindi).toContain('बैंक खाते');
    const linked = await send({ url: '/aa-service/l1-screen-v2' }, HINDI);
    expect(String(linked.headers.vary)).not.toMatch(/accept-language/i);
  });
});

describe('profile: changing the mobile number', () => {
  it('the same number again, and verifying without an OTP', async () => {
    const profile = sb.db
      .prepare<[], { mobile: string }>("SELECT mobile FROM users WHERE token = 'demo'")
      .get();
    if (profile === undefined) throw new Error('demo has a profile');
    await expectBothLanguages(
      {
        method: 'POST',
        url: '/v1/user/otp/EditMobileEmailOtp',
        body: { type: 'mobile', value: profile.mobile },
      },
      'error.message',
      'value: this is already your mobile',
    );
    await expectBothLanguages(
      {
        method: 'POST',
        url: '/v1/user/otp/EditMobileEmailOtp/verify',
        body: { type: 'mobile', value: '9811111111', otp: '123456' },
      },
      'error.message',
      'Request an OTP for this mobile first',
    );
  });
});

describe('stocks: broker login, CAS upload, price alerts', () => {
  const STOCKS = '/stocks-widget/in-stocks';

  it('a refused broker login and a file that is not a PDF', async () => {
    await expectBothLanguages(
      {
        method: 'POST',
        url: `${STOCKS}/manual-broker`,
        body: { broker: 'zerodha', client_id: 'ZX4821', password: 'not-it-1' },
        token: 'newbie',
      },
      'error.message',
      'Zerodha did not accept this client ID and password',
    );
    await expectBothLanguages(
      {
        method: 'POST',
        url: `${STOCKS}/cas-upload`,
        body: { depository: 'NSDL', password: 'abc', file_base64: Buffer.from('hello').toString('base64') },
        token: 'newbie',
      },
      'error.message',
      'The file is not a PDF',
    );
  });

  it('the sales page, the CAS form and the cross-sell sheet', async () => {
    await expectBothLanguages(
      { url: `${STOCKS}/sales-page`, token: 'newbie' },
      'title',
      'Track all your stocks in one place',
    );
    await expectBothLanguages(
      { url: `${STOCKS}/sales-page`, token: 'newbie' },
      'benefits.0.body',
      'Holdings from all your demat accounts, with the same stock merged across brokers.',
    );
    await expectBothLanguages(
      { url: `${STOCKS}/manual-password-form` },
      'title',
      'Track with your CAS statement',
    );
    await expectBothLanguages(
      { url: `${STOCKS}/manual-password-form` },
      'fields.2.label',
      'Statement password',
    );
    await expectBothLanguages(
      { url: '/stocks-widget/cross-sell/tracking-bottomsheet', token: 'newbie' },
      'offer.title',
      'Track your stocks',
    );
  });

  it('switching price alerts confirms in the caller’s language', async () => {
    const details = brokerDetailsSchema.parse((await send({ url: `${STOCKS}/broker-details` }, {})).json());
    const account = details.brokers[0]?.account_id;
    if (account === undefined) throw new Error('demo has a broker');
    const hindi = await expectBothLanguages(
      { method: 'POST', url: `${STOCKS}/equity-alert`, body: { account_id: account, enable: true } },
      'message',
      /^Price alerts are on for all stocks at .+\.$/,
    );
    expect(hindi).toContain('चालू');
  });
});

// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { cardBillPaymentSchema, cardPaymentSchema } from '@/api/schemas/credit-cards';
import { apiErrorBodySchema } from '@/api/schemas/errors';

import { startMiscSandbox, type MiscSandbox } from './misc-sandbox';

const HDFC = 'card-demo-hdfc-regalia';
const PAY = `/cc-service/cards/${HDFC}/payments`;
let clock = new Date('2026-11-25T04:30:00.000Z');
let sb: MiscSandbox;

beforeAll(async () => {
  sb = await startMiscSandbox(() => clock);
});
afterAll(async () => {
  await sb.close();
});

const key = (name: string) => ({ 'idempotency-key': `${name}-${Math.random().toString(36).slice(2)}` });

async function hdfcBill() {
  const bills = cardBillPaymentSchema.parse((await sb.get('/cc-service/cards/bill-payment')).json());
  const bill = bills.bills.find((b) => b.card_id === HDFC);
  if (bill === undefined) throw new Error('no HDFC bill');
  return bill;
}

function paymentCount(): number {
  return (sb.db.prepare('SELECT COUNT(*) AS n FROM misc_card_payments').get() as { n: number }).n;
}

/** Answers the gateway stand-in as the customer would, by posting its form. */
function answerGateway(paymentId: string, outcome: 'success' | 'failure' | 'pending') {
  return sb.app.inject({
    method: 'POST',
    url: `/sandbox/gateway/card-payments/${paymentId}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `outcome=${outcome}`,
  });
}

describe('card bill payments', () => {
  it('pays through the gateway stand-in, and only a success lowers the due', async () => {
    const before = await hdfcBill();
    const created = await sb.post(PAY, { amount_paise: 50_000, channel: 'GATEWAY' }, 'demo', key('ok'));
    expect(created.statusCode).toBe(201);
    const payment = cardPaymentSchema.parse(created.json());
    expect(payment).toMatchObject({ status: 'INITIATED', amount_paise: 50_000 });
    expect((await hdfcBill()).outstanding_paise).toBe(before.outstanding_paise);

    const page = await sb.app.inject({ url: payment.redirect_url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Pay successfully');
    expect(page.body).not.toMatch(/4521/);
    const back = await answerGateway(payment.payment_id, 'success');
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/payment/card/status?payment_id=${payment.payment_id}`);
    const status = cardPaymentSchema.parse(
      (await sb.get(`/cc-service/payments/${payment.payment_id}`)).json(),
    );
    expect(status.status).toBe('SUCCESS');
    expect((await hdfcBill()).outstanding_paise).toBe(before.outstanding_paise - 50_000);
    // A second submit of the gateway form changes nothing.
    await answerGateway(payment.payment_id, 'success');
    expect((await hdfcBill()).outstanding_paise).toBe(before.outstanding_paise - 50_000);
  });

  it('replays the same payment for the same key, and refuses the key with another body (422)', async () => {
    const headers = key('replay');
    const first = await sb.post(PAY, { amount_paise: 10_000 }, 'demo', headers);
    const count = paymentCount();
    const again = await sb.post(PAY, { amount_paise: 10_000 }, 'demo', headers);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(paymentCount()).toBe(count);
    const other = await sb.post(PAY, { amount_paise: 10_100 }, 'demo', headers);
    expect(other.statusCode).toBe(422);
    expect(apiErrorBodySchema.parse(other.json()).error.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(paymentCount()).toBe(count);
  });

  it('gives 50 concurrent duplicates one payment', async () => {
    const headers = key('burst');
    const count = paymentCount();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => sb.post(PAY, { amount_paise: 12_300 }, 'demo', headers)),
    );
    expect(new Set(answers.map((a) => a.statusCode))).toEqual(new Set([201]));
    expect(new Set(answers.map((a) => a.json<{ payment_id: string }>().payment_id)).size).toBe(1);
    expect(paymentCount()).toBe(count + 1);
  });

  it('needs a key, a positive amount and at most the due plus unbilled', async () => {
    expect((await sb.post(PAY, { amount_paise: 100 })).statusCode).toBe(400);
    expect((await sb.post(PAY, { amount_paise: 0 }, 'demo', key('zero'))).statusCode).toBe(400);
    expect((await sb.post(PAY, { amount_paise: 1.5 }, 'demo', key('frac'))).statusCode).toBe(400);
    const bill = await hdfcBill();
    const max = bill.outstanding_paise + bill.unbilled_paise;
    const over = await sb.post(PAY, { amount_paise: max + 1 }, 'demo', key('over'));
    expect(over.statusCode).toBe(422);
    expect(apiErrorBodySchema.parse(over.json()).error.code).toBe('AMOUNT_ABOVE_MAXIMUM');
    expect((await sb.post(PAY, { amount_paise: 100 }, 'other', key('theirs'))).statusCode).toBe(404);
  });

  it('answers the special amounts: insufficient funds, bank down, timeout, slow pending, failure after redirect', async () => {
    const count = paymentCount();
    const poor = await sb.post(PAY, { amount_paise: 10_051 }, 'demo', key('poor'));
    expect([poor.statusCode, apiErrorBodySchema.parse(poor.json()).error.code]).toEqual([
      422,
      'INSUFFICIENT_FUNDS',
    ]);
    const down = await sb.post(PAY, { amount_paise: 10_052 }, 'demo', key('down'));
    expect([down.statusCode, apiErrorBodySchema.parse(down.json()).error.code]).toEqual([503, 'BANK_DOWN']);
    expect(paymentCount()).toBe(count);

    // A timeout after the payment was made: the retry with the same key finds it, no second one.
    const headers = key('timeout');
    const timedOut = await sb.post(PAY, { amount_paise: 10_053 }, 'demo', headers);
    expect(timedOut.statusCode).toBe(504);
    const retry = await sb.post(PAY, { amount_paise: 10_053 }, 'demo', headers);
    expect(retry.statusCode).toBe(201);
    expect(paymentCount()).toBe(count + 1);

    const before = await hdfcBill();
    const slow = cardPaymentSchema.parse(
      (await sb.post(PAY, { amount_paise: 10_054 }, 'demo', key('slow'))).json(),
    );
    await answerGateway(slow.payment_id, 'success');
    const read = async (id: string) =>
      cardPaymentSchema.parse((await sb.get(`/cc-service/payments/${id}`)).json());
    expect((await read(slow.payment_id)).status).toBe('PENDING');
    expect((await hdfcBill()).outstanding_paise).toBe(before.outstanding_paise);
    clock = new Date(clock.getTime() + 10_000);
    expect((await read(slow.payment_id)).status).toBe('SUCCESS');
    expect((await hdfcBill()).outstanding_paise).toBe(before.outstanding_paise - 10_054);

    const late = cardPaymentSchema.parse(
      (await sb.post(PAY, { amount_paise: 10_055 }, 'demo', key('late'))).json(),
    );
    await answerGateway(late.payment_id, 'success');
    const failed = await read(late.payment_id);
    expect(failed.status).toBe('FAILED');
    expect(failed.failure_reason).toMatch(/declined the payment after the redirect/);
    expect((await hdfcBill()).outstanding_paise).toBe(before.outstanding_paise - 10_054);
  });

  it('a UPI intent payment settles on the sandbox clock', async () => {
    const upi = cardPaymentSchema.parse(
      (await sb.post(PAY, { amount_paise: 20_000, channel: 'UPI_INTENT' }, 'demo', key('upi'))).json(),
    );
    expect(upi.redirect_url).toMatch(/^upi:\/\/pay\?/);
    expect(upi.status).toBe('PENDING');
    clock = new Date(clock.getTime() + 10_000);
    const after = cardPaymentSchema.parse((await sb.get(`/cc-service/payments/${upi.payment_id}`)).json());
    expect(after.status).toBe('SUCCESS');
  });
});

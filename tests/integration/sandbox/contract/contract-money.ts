import * as cards from '@/api/schemas/credit-cards';
import { apiErrorBodySchema } from '@/api/schemas/errors';
import * as instaCash from '@/api/schemas/insta-cash';

import type { ContractClient } from './contract-client';

const CC = '/cc-service';
const INSTA = '/ind-investment/api/v4/insta-cash';

/** A fresh key per call: these checks never mean to replay. */
const keyed = () => ({ 'Idempotency-Key': crypto.randomUUID() });

/**
 * Money movement: a card bill payment and its status, the line's repayments and the AutoPay
 * mandate. A persona with no card or no line gets the refusals the client maps to plain words.
 */
export async function checkMoney(c: ContractClient): Promise<void> {
  const { bills } = await c.get(`${CC}/cards/bill-payment`, cards.cardBillPaymentSchema);
  const bill = bills[0];
  if (bill !== undefined) {
    const payment = await c.call(
      {
        method: 'POST',
        url: `${CC}/cards/${bill.card_id}/payments`,
        body: { amount_paise: 100, channel: 'GATEWAY' },
        headers: keyed(),
      },
      cards.cardPaymentSchema,
      201,
    );
    await c.get(`${CC}/payments/${payment.payment_id}`, cards.cardPaymentSchema);
  } else {
    await c.call(
      {
        method: 'POST',
        url: `${CC}/cards/no-such-card/payments`,
        body: { amount_paise: 100, channel: 'GATEWAY' },
        headers: keyed(),
      },
      apiErrorBodySchema,
      404,
    );
  }
  await c.get(`${CC}/payments/no-such-payment`, apiErrorBodySchema, 404);

  const { eligible } = await c.get(`${INSTA}/withdrawals`, instaCash.instaCashWithdrawalsSchema);
  // A quote of one paisa never matches a real one: the line's owner hears the quote changed (or that
  // the overdue EMI comes first), others that they have no line. Either way nothing moves.
  await c.call(
    {
      method: 'POST',
      url: `${INSTA}/repayments`,
      body: { kind: 'NEXT_EMI', expected_total_paise: 1 },
      headers: keyed(),
    },
    apiErrorBodySchema,
    eligible ? [409, 422] : 422,
  );
  await c.get(`${INSTA}/repayments/no-such-repayment`, apiErrorBodySchema, 404);
  await c.get(`${INSTA}/mandate`, instaCash.mandateSchema);
  if (eligible) {
    await c.call(
      { method: 'POST', url: `${INSTA}/mandate`, body: {}, headers: keyed() },
      instaCash.mandateSchema,
      [200, 201],
    );
  } else {
    await c.call(
      { method: 'POST', url: `${INSTA}/mandate`, body: {}, headers: keyed() },
      apiErrorBodySchema,
      422,
    );
  }
}

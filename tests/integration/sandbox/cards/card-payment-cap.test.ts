// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { cardBillPaymentSchema } from '@/api/schemas/credit-cards';

import { startMiscSandbox, type MiscSandbox } from './misc-sandbox';

/**
 * Issue 30: a bill is never paid beyond what is owed. Payments each under the cap alone, sent at
 * once and one after another, never add up to more than the total due plus the unbilled spend.
 */
const PAY = (card: string) => `/cc-service/cards/${card}/payments`;
let clock = new Date('2026-11-25T04:30:00.000Z');
let sb: MiscSandbox;

beforeAll(async () => {
  sb = await startMiscSandbox(() => clock);
});
afterAll(async () => {
  await sb.close();
});

let keys = 0;
const pay = (card: string, amount: number) =>
  sb.post(PAY(card), { amount_paise: amount, channel: 'UPI_INTENT' }, 'demo', {
    'idempotency-key': `cap-${String((keys += 1))}`,
  });

async function bill(card: string) {
  const bills = cardBillPaymentSchema.parse((await sb.get('/cc-service/cards/bill-payment')).json());
  const found = bills.bills.find((b) => b.card_id === card);
  if (found === undefined) throw new Error(`no bill for ${card}`);
  return found;
}

/** Everything paid or on its way to the card, from the database. */
function committed(card: string): number {
  return (
    sb.db
      .prepare(
        `SELECT COALESCE(SUM(amount_paise), 0) AS total FROM misc_card_payments
         WHERE card_id = ? AND status IN ('INITIATED', 'PENDING', 'SUCCESS')`,
      )
      .get(card) as { total: number }
  ).total;
}

/** Moves the sandbox clock past the UPI settle time and lets the bank answer every payment. */
async function settleAll(): Promise<void> {
  clock = new Date(clock.getTime() + 11_000);
  const res = await sb.get('/cc-service/cards/bill-payment');
  expect(res.statusCode).toBe(200);
}

function cardIds(): string[] {
  return (
    sb.db.prepare("SELECT id FROM credit_cards WHERE user_id = 'usr_demo_0001' ORDER BY id").all() as {
      id: string;
    }[]
  ).map((row) => row.id);
}

describe('the bill-payment cap', () => {
  it('holds for 50 concurrent payments, then for 50 sequential ones settled in between', async () => {
    const [concurrentCard, sequentialCard] = cardIds();
    if (concurrentCard === undefined || sequentialCard === undefined) throw new Error('demo has two cards');

    const first = await bill(concurrentCard);
    const owed = first.total_due_paise - first.paid_paise + first.unbilled_paise;
    const each = Math.ceil(owed / 20 / 100) * 100; // each far under the cap alone
    const answers = await Promise.all(Array.from({ length: 50 }, () => pay(concurrentCard, each)));
    const made = answers.filter((res) => res.statusCode === 201).length;
    expect(made).toBeGreaterThan(0);
    expect(answers.filter((res) => res.statusCode === 422).length).toBe(50 - made);
    await settleAll();
    expect(committed(concurrentCard)).toBeLessThanOrEqual(owed);
    expect((await bill(concurrentCard)).outstanding_paise).toBe(0);

    const second = await bill(sequentialCard);
    const owedToo = second.total_due_paise - second.paid_paise + second.unbilled_paise;
    const chunk = Math.ceil(owedToo / 20 / 100) * 100;
    let accepted = 0;
    for (let i = 0; i < 50; i += 1) {
      const res = await pay(sequentialCard, chunk);
      if (res.statusCode === 201) accepted += 1;
      else expect(res.json()).toMatchObject({ error: { code: 'AMOUNT_ABOVE_MAXIMUM' } });
      // Settle each before the next: the paid amount, not only the pending, must count.
      await settleAll();
    }
    expect(accepted).toBeGreaterThan(0);
    expect(accepted).toBeLessThan(50);
    expect(committed(sequentialCard)).toBeLessThanOrEqual(owedToo);
  });
});

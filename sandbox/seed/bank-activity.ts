/**
 * Day-to-day activity of a savings account: UPI and debit-card spends at merchants, UPI
 * transfers with friends, ATM withdrawals, refunds and cashback. Drawn per day from the PRNG.
 */
import { ANCHOR_DAY_LAST_MINUTE, type BankEntry } from './bank-entry';
import { type BankSetup, entry, styleOf } from './bank-setup';
import { type Day, monthStarts, partsOf } from './dates';
import type { Merchant, Person } from './merchant';
import type { Prng } from './prng';
import { pad, rrn } from './references';

export type SpendPlan = {
  merchants: readonly Merchant[];
  people: readonly Person[];
  /** Mean spends per day by UPI, by debit card at a POS, and UPI transfers with friends. */
  upiPerDay: number;
  posPerDay: number;
  p2pPerDay: number;
  atmPerMonth: number;
  /** Rupee amounts withdrawn at ATMs. */
  atmAmounts: readonly number[];
  /** Chance per day of a refund or cashback from a merchant. */
  refundPerDay: number;
};

const WEEKEND_FACTOR = 1.3;

function minuteIn(rng: Prng, hours: Merchant['hours'], day: Day, anchorDay: Day): number {
  if (day === anchorDay) return rng.int(6 * 60, ANCHOR_DAY_LAST_MINUTE);
  const [from, to] = rng.pick(hours);
  return rng.int(from * 60, to * 60 - 1);
}

function amountFor(rng: Prng, merchant: Merchant): number {
  return rng.rupees(merchant.min, merchant.max, merchant.paise === true);
}

function spend(
  setup: BankSetup,
  rng: Prng,
  day: Day,
  anchorDay: Day,
  card: boolean,
  merchants: readonly Merchant[],
): BankEntry {
  const atPos = merchants.filter((m) => m.pos !== undefined);
  const pool = card && atPos.length > 0 ? atPos : merchants;
  const merchant = rng.weighted(pool, (m) => m.weight);
  const minute = minuteIn(rng, merchant.hours, day, anchorDay);
  const style = styleOf(setup);
  if (card && merchant.pos !== undefined) {
    const reference = rng.digits(12);
    return entry(day, minute, 'DEBIT', amountFor(rng, merchant), {
      mode: 'CARD',
      narration: style.pos(setup.debitCard, merchant.pos, reference),
      reference,
      category: merchant.category,
      counterparty: merchant.name,
      required: false,
    });
  }
  const reference = rrn(rng, day, minute);
  return entry(day, minute, 'DEBIT', amountFor(rng, merchant), {
    mode: 'UPI',
    narration: style.upi('DR', merchant.upi, reference, 'Payment', false),
    reference,
    category: merchant.category,
    counterparty: merchant.name,
    required: false,
  });
}

function transferWithFriend(
  setup: BankSetup,
  rng: Prng,
  day: Day,
  anchorDay: Day,
  people: readonly Person[],
): BankEntry {
  const friend = rng.pick(people);
  const minute = minuteIn(rng, [[9, 23]], day, anchorDay);
  const reference = rrn(rng, day, minute);
  const incoming = rng.chance(0.3);
  return entry(day, minute, incoming ? 'CREDIT' : 'DEBIT', rng.int(1, 30) * 50 * 100, {
    mode: 'UPI',
    narration: styleOf(setup).upi(
      incoming ? 'CR' : 'DR',
      friend.upi,
      reference,
      rng.pick(friend.notes),
      true,
    ),
    reference,
    category: 'Transfers',
    counterparty: friend.name,
    required: false,
  });
}

function refund(
  setup: BankSetup,
  rng: Prng,
  day: Day,
  anchorDay: Day,
  merchants: readonly Merchant[],
): BankEntry | null {
  const refunding = merchants.filter((m) => m.refunds === true);
  if (refunding.length === 0) return null;
  const merchant = rng.pick(refunding);
  const minute = minuteIn(rng, [[10, 20]], day, anchorDay);
  const reference = rrn(rng, day, minute);
  const cashback = rng.chance(0.4);
  return entry(day, minute, 'CREDIT', cashback ? rng.rupees(10, 150) : amountFor(rng, merchant), {
    mode: 'UPI',
    narration: styleOf(setup).upi('CR', merchant.upi, reference, cashback ? 'Cashback' : 'Refund', false),
    reference,
    category: 'Income',
    counterparty: merchant.name,
  });
}

function atmWithdrawals(setup: BankSetup, rng: Prng, plan: SpendPlan, from: Day, to: Day): BankEntry[] {
  const entries: BankEntry[] = [];
  for (const start of monthStarts(from, to)) {
    for (let i = rng.poisson(plan.atmPerMonth); i > 0; i -= 1) {
      const day = start + rng.int(0, 27);
      if (day < from || day >= to) continue;
      const [terminal, place] = rng.pick(setup.atms);
      const reference = pad(rng.int(1, 999_999), 6);
      entries.push(
        entry(day, rng.int(10 * 60, 21 * 60), 'DEBIT', rng.pick(plan.atmAmounts) * 100, {
          mode: rng.chance(0.5) ? 'ATM' : 'OTHERS',
          narration: styleOf(setup).atm(setup.debitCard, terminal, place),
          reference,
          category: 'Cash withdrawal',
          counterparty: `ATM ${place}`,
          required: false,
        }),
      );
    }
  }
  return entries;
}

/** Every discretionary entry of the account from `from` to `to` (both included). */
export function dailyActivity(setup: BankSetup, plan: SpendPlan, rng: Prng, from: Day, to: Day): BankEntry[] {
  const entries: BankEntry[] = atmWithdrawals(setup, rng, plan, from, to);
  for (let day = from; day <= to; day += 1) {
    const { weekday } = partsOf(day);
    const factor = weekday === 0 || weekday === 6 ? WEEKEND_FACTOR : 1;
    // Today always has a morning spend: on the 1st of a month, the month's budgets and totals
    // then have something in them, as they would for anyone who has had breakfast.
    const upiSpends = Math.max(rng.poisson(plan.upiPerDay * factor), day === to ? 1 : 0);
    for (let i = upiSpends; i > 0; i -= 1) entries.push(spend(setup, rng, day, to, false, plan.merchants));
    for (let i = rng.poisson(plan.posPerDay * factor); i > 0; i -= 1)
      entries.push(spend(setup, rng, day, to, true, plan.merchants));
    for (let i = rng.poisson(plan.p2pPerDay); i > 0; i -= 1)
      entries.push(transferWithFriend(setup, rng, day, to, plan.people));
    if (rng.chance(plan.refundPerDay)) {
      const credit = refund(setup, rng, day, to, plan.merchants);
      if (credit) entries.push(credit);
    }
  }
  return entries;
}

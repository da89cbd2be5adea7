/**
 * Credit cards: six monthly statements each (the latest DUE, older ones PAID, one still locked
 * behind its PDF password), the card transactions of each period, unbilled ones since the last
 * statement, and the bill payments the savings account made for every cycle of its history.
 */
import type { CardStatementRow, CreditCardRow } from '../db/data-rows-products';
import { ANCHOR_DAY_LAST_MINUTE, type BankEntry } from './bank-entry';
import { type CardCycle, type CardSpend, STATEMENT_COUNT, cardCycles, cycleSpends } from './card-cycles';
import type { CardMerchant } from './card-merchants';
import type { SeedContext } from './context';
import { type Day, isoDate, istInstant } from './dates';
import type { Prng } from './prng';
import { pad } from './references';

export type CardSpec = {
  card: Omit<CreditCardRow, 'available_paise'>;
  merchants: readonly CardMerchant[];
  /** Spends per statement period, at least and at most. */
  spendsPerCycle: readonly [number, number];
  /** The statement PDF password, and which statement (0 = latest) is still locked. */
  password: string;
  lockedIndex: number;
  /** Rupee range of the bills of cycles older than the six statements. */
  olderBills: readonly [number, number];
  /** The bank debit that pays a bill of `amount` paise on `day`. */
  payBill: (rng: Prng, day: Day, amount: number) => BankEntry;
};

/** What the rest of the world (alerts) needs to know about a seeded card. */
export type CardFacts = { card: CreditCardRow; latest: CardStatementRow };

function statementRow(spec: CardSpec, cycle: CardCycle, spends: readonly CardSpend[]): CardStatementRow {
  const net = spends.reduce((sum, s) => sum + (s.type === 'DEBIT' ? s.amount : -s.amount), 0);
  const total = Math.max(0, net);
  const minimum = Math.min(total, Math.max(20_000, Math.ceil((total * 0.05) / 100) * 100));
  const paid = cycle.paidOn === null ? 0 : total;
  return {
    id: `${spec.card.id}-stmt-${isoDate(cycle.end).slice(0, 7)}`,
    card_id: spec.card.id,
    period_start: isoDate(cycle.start),
    period_end: isoDate(cycle.end),
    due_date: isoDate(cycle.due),
    total_due_paise: total,
    min_due_paise: minimum,
    paid_paise: paid,
    status: cycle.paidOn === null ? 'DUE' : 'PAID',
    locked: cycle.index === spec.lockedIndex ? 1 : 0,
    statement_password: spec.password,
  };
}

/**
 * Seeds one card over the history [historyStart, anchor] and returns the bank debits that paid
 * its bills, for the savings account's ledger.
 */
export function seedCard(
  ctx: SeedContext,
  spec: CardSpec,
  historyStart: Day,
): { payments: BankEntry[]; facts: CardFacts } {
  const rng = ctx.rng(`card:${spec.card.id}`);
  const cycles = cardCycles(rng, ctx.anchorDay, historyStart);
  const withStatement = cycles.filter((c) => c.index < STATEMENT_COUNT);
  const spends = withStatement.flatMap((cycle) => {
    const [min, max] = spec.spendsPerCycle;
    const share = cycle.index === -1 ? (cycle.end - cycle.start + 1) / 30 : 1;
    return cycleSpends(rng, cycle, spec.merchants, Math.round(rng.int(min, max) * share));
  });
  const rows = new Map<number, CardStatementRow>();
  for (const cycle of withStatement) {
    if (cycle.index < 0) continue;
    rows.set(
      cycle.index,
      statementRow(
        spec,
        cycle,
        spends.filter((s) => s.cycleIndex === cycle.index),
      ),
    );
  }
  const payments: BankEntry[] = [];
  for (const cycle of cycles) {
    if (cycle.paidOn === null || cycle.paidOn < historyStart) continue;
    const amount =
      rows.get(cycle.index)?.total_due_paise ?? rng.rupees(spec.olderBills[0], spec.olderBills[1]);
    if (amount <= 0) continue;
    payments.push(spec.payBill(rng, cycle.paidOn, amount));
    const paidIn = withStatement.find(
      (c) => cycle.paidOn !== null && c.start <= cycle.paidOn && cycle.paidOn <= c.end,
    );
    if (!paidIn) continue;
    spends.push({
      day: cycle.paidOn,
      minute: 14 * 60,
      type: 'CREDIT',
      amount,
      merchant: 'Payment received - thank you',
      category: 'Transfers',
      mcc: null,
      cycleIndex: paidIn.index,
    });
  }

  const latest = rows.get(0);
  if (!latest) throw new Error(`card ${spec.card.id} has no statement`);
  const unbilled = spends.filter((s) => s.cycleIndex === -1 && s.category !== 'Transfers');
  const unbilledNet = unbilled.reduce((sum, s) => sum + (s.type === 'DEBIT' ? s.amount : -s.amount), 0);
  const card: CreditCardRow = {
    ...spec.card,
    available_paise: Math.max(0, spec.card.credit_limit_paise - latest.total_due_paise - unbilledNet),
  };
  ctx.writer.insert('credit_cards', card);
  for (const row of [...rows.values()].reverse()) ctx.writer.insert('card_statements', row);
  // The anchor day is "today": only its first hours have happened.
  const ordered = spends
    .map((s) => (s.day === ctx.anchorDay ? { ...s, minute: Math.min(s.minute, ANCHOR_DAY_LAST_MINUTE) } : s))
    .sort((a, b) => a.day - b.day || a.minute - b.minute);
  ordered.forEach((spend, i) => {
    ctx.writer.insert('card_transactions', {
      id: `${spec.card.id}-txn-${pad(i + 1, 4)}`,
      card_id: spec.card.id,
      statement_id: spend.cycleIndex < 0 ? null : (rows.get(spend.cycleIndex)?.id ?? null),
      posted_at: istInstant(spend.day, spend.minute),
      type: spend.type,
      amount_paise: spend.amount,
      merchant: spend.merchant,
      category: spend.category,
      mcc: spend.mcc,
    });
  });
  return { payments, facts: { card, latest } };
}

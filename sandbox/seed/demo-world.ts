/** Demo's world, everything linked: banks, cards, policies, credit line, brokers, alerts. */
import { insertAccount } from './accounts';
import { type DemoFacts, demoAlerts } from './alerts-demo';
import type { SpendPlan } from './bank-activity';
import type { BankEntry } from './bank-entry';
import { seedCard } from './cards';
import type { SeedContext } from './context';
import { type Day, addMonths } from './dates';
import {
  DEMO_CDSL,
  DEMO_HDFC,
  DEMO_HDFC_CARD,
  DEMO_HDFC_SETUP,
  DEMO_HEALTH_POLICY,
  DEMO_ICICI,
  DEMO_ICICI_CARD,
  DEMO_ICICI_SETUP,
  DEMO_NSDL,
  DEMO_SBI,
  DEMO_SBI_SETUP,
  DEMO_TERM_POLICY,
} from './demo-accounts';
import { DEMO_CARDS } from './demo-cards';
import { DEMO_BROKERS, DEMO_POLICIES, demoCreditLine } from './demo-products';
import { demoRecurring } from './demo-recurring';
import { seedBroker } from './equity';
import { billingDayBefore, seedCreditLine } from './insta-cash';
import { seedPolicy } from './insurance';
import { DEMO_MERCHANTS, DEMO_PEOPLE } from './merchants-demo';
import { seedSavings } from './savings';

/** Months of bank history demo's accounts carry. */
const DEMO_HISTORY_MONTHS = 18;

function plan(
  upiPerDay: number,
  posPerDay: number,
  p2pPerDay: number,
  atmPerMonth: number,
  refundPerDay: number,
): SpendPlan {
  return {
    merchants: DEMO_MERCHANTS,
    people: DEMO_PEOPLE,
    upiPerDay,
    posPerDay,
    p2pPerDay,
    atmPerMonth,
    atmAmounts: [1000, 2000, 2000, 3000, 5000],
    refundPerDay,
  };
}

/** Seeds demo; the first day of their history is returned for tests and docs. */
export function seedDemo(ctx: SeedContext): Day {
  const from = addMonths(ctx.anchorDay, -DEMO_HISTORY_MONTHS) + 1;
  for (const account of [
    DEMO_CDSL,
    DEMO_NSDL,
    DEMO_HDFC_CARD,
    DEMO_ICICI_CARD,
    DEMO_TERM_POLICY,
    DEMO_HEALTH_POLICY,
  ]) {
    insertAccount(ctx, account);
  }
  const ledgers = demoRecurring(ctx, from);
  const [regalia, amazonPay] = DEMO_CARDS.map((spec) => seedCard(ctx, spec, from));
  if (!regalia || !amazonPay) throw new Error('demo has two cards');
  ledgers.hdfc.push(...regalia.payments);
  ledgers.icici.push(...amazonPay.payments);
  const [term, health] = DEMO_POLICIES.map((spec) => seedPolicy(ctx, spec, from));
  ledgers.hdfc.push(...(term ?? []));
  ledgers.icici.push(...(health ?? []));
  const line = seedCreditLine(
    ctx,
    demoCreditLine(billingDayBefore(ctx.rng('demo:billing-day'), ctx.anchorDay)),
  );
  ledgers.hdfc.push(...line.entries);

  const balances = {
    hdfc: seedSavings(
      ctx,
      {
        account: DEMO_HDFC,
        setup: DEMO_HDFC_SETUP,
        plan: plan(4.0, 0.1, 0.35, 1.2, 0.05),
        openingRupees: 2_10_000,
        floorRupees: 8_000,
        family: 'Sunita Sharma',
      },
      from,
      ledgers.hdfc,
    ),
    icici: seedSavings(
      ctx,
      {
        account: DEMO_ICICI,
        setup: DEMO_ICICI_SETUP,
        plan: plan(1.8, 0.04, 0.1, 0.4, 0.03),
        openingRupees: 62_000,
        floorRupees: 3_000,
        family: 'Sunita Sharma',
      },
      from,
      ledgers.icici,
    ),
    sbi: seedSavings(
      ctx,
      {
        account: DEMO_SBI,
        setup: DEMO_SBI_SETUP,
        plan: plan(1.0, 0.02, 0.08, 0.5, 0.01),
        openingRupees: 48_000,
        floorRupees: 2_000,
        family: 'Sunita Sharma',
      },
      from,
      ledgers.sbi,
    ),
  };
  const holdings = DEMO_BROKERS.flatMap((spec) => seedBroker(ctx, spec, from));
  const latest = (entries: readonly BankEntry[]): BankEntry | null =>
    entries.reduce<BankEntry | null>((last, e) => (last === null || e.day > last.day ? e : last), null);
  const facts: DemoFacts = {
    cards: [regalia.facts, amazonPay.facts],
    emis: line.facts.emis,
    holdings,
    balances,
    lastBillPayment: latest(regalia.payments),
    lastSalary: latest(ledgers.hdfc.filter((e) => e.narration.includes('-SALARY '))),
  };
  demoAlerts(ctx, facts);
  return from;
}

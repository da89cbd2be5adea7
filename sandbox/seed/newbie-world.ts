/**
 * Priya (newbie): nothing linked. The AA partner will discover, for her mobile, a savings account
 * at HDFC and one at SBI (six months of history each), a Groww demat at CDSL with a few holdings,
 * an SBI Life term policy, an ICICI credit card (newbie-card.ts) and a folio at each registrar, CAMS
 * and KFintech (their lines: mutual-funds/newbie-folios.ts): all `linked = 0` until she links them. No credit line, no alerts.
 */
import { insertAccount } from './accounts';
import type { SpendPlan } from './bank-activity';
import type { SeedContext } from './context';
import { addMonths } from './dates';
import { seedBroker } from './equity';
import { seedPolicy } from './insurance';
import { DEMO_MERCHANTS, DEMO_PEOPLE } from './merchants-demo';
import {
  NEWBIE_CAMS,
  NEWBIE_CDSL,
  NEWBIE_HDFC,
  NEWBIE_HDFC_SETUP,
  NEWBIE_KFIN,
  NEWBIE_POLICY,
  NEWBIE_SBI,
  NEWBIE_SBI_SETUP,
  NEWBIE_USER,
  newbieRecurring,
} from './newbie-accounts';
import { seedNewbieCard } from './newbie-card';
import { seedSavings } from './savings';

function plan(upiPerDay: number, posPerDay: number): SpendPlan {
  return {
    merchants: DEMO_MERCHANTS,
    people: DEMO_PEOPLE,
    upiPerDay,
    posPerDay,
    p2pPerDay: 0.15,
    atmPerMonth: 0.8,
    atmAmounts: [500, 1000, 2000],
    refundPerDay: 0.02,
  };
}

/** Seeds newbie's discoverable, unlinked accounts. */
export function seedNewbie(ctx: SeedContext): void {
  const from = addMonths(ctx.anchorDay, -6) + 1;
  const userId = NEWBIE_USER.id;
  insertAccount(ctx, NEWBIE_CDSL);
  insertAccount(ctx, NEWBIE_POLICY);
  insertAccount(ctx, NEWBIE_CAMS);
  insertAccount(ctx, NEWBIE_KFIN);
  seedNewbieCard(ctx, from);
  const ledgers = newbieRecurring(ctx, from);
  const family = 'Lekha Nair';
  seedSavings(
    ctx,
    {
      account: NEWBIE_HDFC,
      setup: NEWBIE_HDFC_SETUP,
      plan: plan(2.0, 0.1),
      openingRupees: 42_000,
      floorRupees: 2_000,
      family,
    },
    from,
    ledgers.hdfc,
  );
  seedSavings(
    ctx,
    {
      account: NEWBIE_SBI,
      setup: NEWBIE_SBI_SETUP,
      plan: plan(0.4, 0.03),
      openingRupees: 18_000,
      floorRupees: 1_000,
      family,
    },
    from,
    ledgers.sbi,
  );
  seedBroker(
    ctx,
    {
      broker: {
        id: 'brk-newbie-groww',
        user_id: userId,
        account_id: NEWBIE_CDSL.id,
        broker_name: 'Groww',
        depository: 'CDSL',
        client_id: '7NP2Q9',
        dp_id: '12088700',
      },
      holdings: ['ITC', 'SBIN', 'TATAPOWER', 'IRCTC', 'HDFCBANK', 'CLEAN'],
      partlySold: [],
      exited: [],
      positionRupees: [3_000, 15_000],
    },
    from,
  );
  seedPolicy(
    ctx,
    {
      policy: {
        id: 'pol-newbie-term',
        user_id: userId,
        account_id: NEWBIE_POLICY.id,
        insurer: 'SBI Life Insurance',
        policy_name: 'SBI Life eShield Next',
        policy_number_masked: NEWBIE_POLICY.masked_acc_number,
        policy_type: 'TERM',
        cover_type: 'INDIVIDUAL',
        sum_assured_paise: 50_00_000_00,
        premium_paise: 8_960_00,
        premium_frequency: 'YEARLY',
        nominee_count: 1,
      },
      yearsInForce: 1,
      termYears: 35,
      payPremium: null,
    },
    from,
  );
}

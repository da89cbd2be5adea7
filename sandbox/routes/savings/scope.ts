import type { SavingsL1Screen } from '@/api/schemas/aggregator-savings';
import { buildLinkingNavlink } from '@/domain/aa/linking-navlink';
import { monthKeyText } from '@/domain/dates/day-text';
import { IST_TIME_ZONE } from '@/domain/dates/ist';
import { monthKey } from '@/domain/dates/zoned-day';
import { APP_PATHS } from '@/domain/navigation/app-paths';
import { type AppLocale, DEFAULT_LOCALE } from '@/domain/text/locale';

import type { SandboxContext } from '../../context';
import { moneyFlow, type SpendingTxn } from '../../rules/spending/aggregate';
import type { PageQueries } from './all-transactions-query';
import { notFound } from './input';
import type { AccountRow, SavingsQueries } from './queries';

type MonthFlowAnswer = SavingsL1Screen['this_month'];
type SavingsEmptyState = NonNullable<SavingsL1Screen['empty_state']>;

/** What every savings answer is built from: the sandbox (its clock) and the prepared SQL. */
export type SavingsEnv = { ctx: SandboxContext; queries: SavingsQueries; pages: PageQueries };

/** What one request may see: the caller's linked bank accounts, or the one it asked for. */
export type Scope = {
  /** The accounts the answer covers (all linked ones, or the one asked for). */
  accounts: AccountRow[];
  accountIds: string[];
  /** The account asked for, or null for "all accounts". */
  account: AccountRow | null;
  /** Every linked account of the caller by id, to name the bank of any row. */
  byId: ReadonlyMap<string, AccountRow>;
};

/**
 * The scope of a request. An `accountId` that is not one of the caller's linked bank accounts is
 * 404, whether it does not exist, is unlinked or belongs to someone else: nothing tells them apart.
 */
export function resolveScope(queries: SavingsQueries, userId: string, accountId?: string): Scope {
  const all = queries.accounts(userId);
  const byId = new Map(all.map((account) => [account.id, account]));
  if (accountId === undefined)
    return { accounts: all, accountIds: all.map((a) => a.id), account: null, byId };
  const account = byId.get(accountId);
  if (account === undefined) throw notFound('account');
  return { accounts: [account], accountIds: [account.id], account, byId };
}

/** One of the caller's linked bank accounts, or a thrown 404 (as {@link resolveScope}). */
export function resolveAccount(queries: SavingsQueries, userId: string, accountId: string): AccountRow {
  const account = queries.accounts(userId).find((candidate) => candidate.id === accountId);
  if (account === undefined) throw notFound('account');
  return account;
}

/** The current month in India by the sandbox's clock. */
export function currentMonth({ ctx }: SavingsEnv): string {
  return monthKey(ctx.now().toISOString(), IST_TIME_ZONE) ?? ctx.now().toISOString().slice(0, 7);
}

/** Money in/out of each month of `months` (zeros where nothing moved), in the given order. */
export function monthFlows(months: readonly string[], txns: readonly SpendingTxn[]): MonthFlowAnswer[] {
  const flows = new Map(moneyFlow(txns).map((flow) => [flow.month_key, flow]));
  return months.map((key) => {
    const flow = flows.get(key);
    return {
      month_key: key,
      label: monthKeyText(key),
      money_in_paise: flow?.money_in_paise ?? 0,
      money_out_paise: flow?.money_out_paise ?? 0,
      net_paise: flow?.net_paise ?? 0,
    };
  });
}

/** Where the savings screens send someone to link a bank account. */
export const LINK_BANK_NAVLINK = buildLinkingNavlink(APP_PATHS.aa.intro, {
  fipId: null,
  source: 'savings',
  consent_status: '',
  basket_id: null,
  status_id: null,
  native_platform: null,
  flow_type: 'savings',
});

/** The caller's language, asked only when an answer has words in it (sandbox/http/language.ts). */
export type LanguageOf = () => AppLocale;

const EMPTY_STATE_TEXT = {
  'en-IN': {
    title: 'Track all your bank accounts in one place',
    message:
      'Link your savings accounts securely through the RBI-regulated account aggregator to see balances, money in and out, and where your money goes.',
    cta_label: 'Link bank account',
  },
  'hi-IN': {
    title: 'अपने सभी बैंक खाते एक जगह ट्रैक करें',
    message:
      'बैलेंस, आया पैसा और गया पैसा, और आपका पैसा कहाँ जाता है, यह देखने के लिए RBI से नियंत्रित अकाउंट एग्रीगेटर के ज़रिए अपने बचत खाते सुरक्षित तरीके से जोड़ें।',
    cta_label: 'बैंक खाता जोड़ें',
  },
} as const;

/** The empty state of every savings screen while no bank account is linked, in the caller's language. */
export function emptyStateFor(
  scope: Scope,
  language: LanguageOf = () => DEFAULT_LOCALE,
): SavingsEmptyState | null {
  if (scope.accounts.length > 0) return null;
  return { ...EMPTY_STATE_TEXT[language()], cta_navlink: LINK_BANK_NAVLINK };
}

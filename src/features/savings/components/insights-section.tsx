import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { defineMessages, FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router-dom';

import { mastheadQueryOptions } from '@/api/endpoints/aggregator-savings';
import type { SavingsAccountCard } from '@/api/schemas/aggregator-savings';
import { PeriodPicker } from '@/components/date-range/period-picker';
import { QueryGate } from '@/components/feedback/query-gate';
import { SelectField } from '@/components/forms/select-field';
import { TabBar } from '@/components/navigation/tab-bar';
import { useNow } from '@/components/time/use-now';
import { rangeParams, resolveRange } from '@/domain/dates/periods';
import { istDayKey } from '@/domain/dates/zoned-day';
import { maskedShort } from '@/domain/spending/account-mask';
import { SAVINGS_PILL_TEXTS } from '@/domain/spending/display-texts';
import { pickMonth, SAVINGS_PILLS } from '@/domain/spending/savings-view';
import {
  rememberTab,
  useSavingsPeriod,
  useSavingsPill,
  useSetParams,
  type PeriodScope,
} from '@/features/savings/use-savings-view';
import { useSpendingWords } from '@/features/savings/use-words';

import { ExpenseAnalyticsPill } from './expense-analytics-pill';
import { TransactionsPill } from './transactions-pill';

const GATE = defineMessages({
  error: { id: 'savings.insights.failed', defaultMessage: 'Insights could not load' },
  loading: { id: 'savings.insights.loading', defaultMessage: 'Loading insights' },
});

/**
 * The pills of docs/product.md#tabs-and-filters ("Transactions", "Expense Analytics") over a period
 * (docs/product.md#date-ranges: `range`/`from`/`to`, or one month `month_key`) and one account or
 * all (`account_id`), kept in the address with the pill (`selected-pill`).
 */
export function InsightsSection({ accounts }: { accounts: readonly SavingsAccountCard[] }) {
  const [params] = useSearchParams();
  const setParams = useSetParams();
  const [pill, selectPill] = useSavingsPill();
  const words = useSpendingWords();
  const { intl } = words;
  const askedAccount = params.get('account_id');
  const accountId = accounts.some((a) => a.account_id === askedAccount) ? askedAccount : null;
  const scope = accountId === null ? {} : { account_id: accountId };
  // Without a month the masthead answers the current one and lists the months with data.
  const masthead = useQuery(mastheadQueryOptions(scope));
  const months = masthead.data?.available_months ?? [];
  const [period, selectPeriod] = useSavingsPeriod();
  const now = useNow();
  const today = istDayKey(new Date(now).toISOString()) ?? new Date(now).toISOString().slice(0, 10);
  const monthKey =
    period === null || period.kind === 'range'
      ? null
      : (pickMonth(period.monthKey, months.length > 0 ? months : undefined) ?? months[0] ?? null);
  const days = period?.kind === 'range' ? resolveRange(period.choice, today) : null;
  const periodScope: PeriodScope | null =
    days !== null ? days : monthKey === null ? null : { month_key: monthKey };

  // All Transactions opens on the same period: the month, or the range's days.
  const seeAll = (extra: Record<string, string | null> = {}) => {
    rememberTab('all_transactions');
    const range =
      period?.kind === 'range'
        ? { ...rangeParams(period.choice), month_key: null }
        : { ...rangeParams(null), month_key: monthKey };
    setParams({ tab: 'all_transactions', ...range, ...extra });
    window.scrollTo({ top: 0 });
  };

  return (
    <Box component="section" aria-labelledby="insights-heading" sx={{ mt: 4 }}>
      <Typography id="insights-heading" variant="h2" sx={{ mb: 1.5 }}>
        <FormattedMessage id="savings.insights.heading" defaultMessage="Insights" />
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.5, mb: 2 }}>
        {/* The period's labels are long ("Last financial year (FY 2025-26)"): a whole row. */}
        <Box sx={{ gridColumn: '1 / -1' }}>
          <PeriodPicker
            today={today}
            value={period?.kind === 'range' ? period : { kind: 'extra', value: monthKey ?? months[0] ?? '' }}
            extras={months.map((key) => ({ value: key, label: words.month(key) }))}
            onChange={(next) =>
              selectPeriod(next.kind === 'range' ? next : { kind: 'month', monthKey: next.value })
            }
          />
        </Box>
        <SelectField
          size="small"
          label={intl.formatMessage({ id: 'savings.insights.account', defaultMessage: 'Account' })}
          value={accountId ?? 'all'}
          onChange={(next) => setParams({ account_id: next === 'all' ? null : next })}
        >
          <option value="all">
            {intl.formatMessage({ id: 'savings.insights.allAccounts', defaultMessage: 'All accounts' })}
          </option>
          {accounts.map((account) => (
            <option key={account.account_id} value={account.account_id} translate="no">
              {account.bank_name} {maskedShort(account.masked_acc_number)}
            </option>
          ))}
        </SelectField>
      </Box>
      <TabBar
        variant="pills"
        label={intl.formatMessage({
          id: 'savings.insights.pillsName',
          defaultMessage: 'Insights views',
        })}
        value={pill}
        onChange={selectPill}
        tabs={SAVINGS_PILLS.map((id) => ({
          value: id,
          label: intl.formatMessage(SAVINGS_PILL_TEXTS[id]),
          id: `pill-${id}`,
          controls: `pill-panel-${id}`,
        }))}
      />
      <Box role="tabpanel" id={`pill-panel-${pill}`} aria-labelledby={`pill-${pill}`} sx={{ mt: 2 }}>
        <QueryGate
          // The pills wait for a period, which a month choice takes from the masthead's months.
          query={{
            data: periodScope ?? undefined,
            error: masthead.error,
            isError: masthead.isError,
            refetch: masthead.refetch,
          }}
          errorHidesData
          messages={GATE}
          rows={3}
        >
          {(span) =>
            pill === 'transactions' ? (
              <TransactionsPill accountId={accountId} period={span} onSeeAll={() => seeAll()} />
            ) : (
              <ExpenseAnalyticsPill
                accountId={accountId}
                period={span}
                onSeeCategory={(category) => seeAll({ category })}
              />
            )
          }
        </QueryGate>
      </Box>
    </Box>
  );
}

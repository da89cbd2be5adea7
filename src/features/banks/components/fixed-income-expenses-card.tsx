import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { defineMessage, defineMessages, FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';

import { fixedIncomeExpensesQueryOptions } from '@/api/endpoints/aggregator-savings';
import type { FixedIncomeExpenses } from '@/api/schemas/aggregator-savings';
import { Amount } from '@/components/amount/amount';
import { FigureGrid } from '@/components/amount/figure-grid';
import { SignedAmount } from '@/components/amount/signed-amount';
import { QueryGate } from '@/components/feedback/query-gate';
import { paise } from '@/domain/money/paise';
import { useFormat } from '@/i18n/use-format';

import { AnalyticsCard } from './analytics-card';

const GATE = defineMessages({
  error: { id: 'banks.fixed.error', defaultMessage: 'Fixed income and expenses could not load' },
  loading: { id: 'banks.fixed.loading', defaultMessage: 'Loading fixed income and expenses' },
});

type Item = FixedIncomeExpenses['income'][number];

/** The month's fixed totals: what each is called, and (below) the field each shows, in their order. */
const TOTAL_TERMS = defineMessages({
  in: { id: 'banks.fixed.comesIn', defaultMessage: 'Comes in' },
  out: { id: 'banks.fixed.goesOut', defaultMessage: 'Goes out' },
  left: { id: 'banks.fixed.leftOver', defaultMessage: 'Left over' },
});
const TOTALS = [
  { key: 'in', field: 'monthly_fixed_income_paise' },
  { key: 'out', field: 'monthly_fixed_expenses_paise' },
  { key: 'left', field: 'monthly_surplus_paise' },
] as const;

/**
 * What comes in and goes out every month (GET `/fixed-income-expenses`): salary, rent, EMIs, SIPs,
 * subscriptions, found in the history, and what is left before day-to-day spending.
 */
export function FixedIncomeExpensesCard() {
  const intl = useIntl();
  const fixed = useQuery(fixedIncomeExpensesQueryOptions());
  return (
    <AnalyticsCard
      title={defineMessage({ id: 'banks.fixed.heading', defaultMessage: 'Every month' })}
      note={defineMessage({
        id: 'banks.fixed.note',
        defaultMessage: 'Fixed income and expenses found in your history',
      })}
    >
      <QueryGate query={fixed} errorHidesData messages={GATE} rows={2}>
        {(data) => (
          <>
            <FigureGrid
              label={intl.formatMessage({ id: 'banks.fixed.totals', defaultMessage: 'Monthly fixed totals' })}
              layout={{ gridTemplateColumns: 'repeat(3, 1fr)', gap: 1, mb: 1 }}
              figures={TOTALS.map((total) => ({
                key: total.key,
                term: <FormattedMessage {...TOTAL_TERMS[total.key]} />,
                value: <Amount value={paise(data[total.field])} compact />,
              }))}
            />
            <ItemList
              title={intl.formatMessage({ id: 'banks.fixed.income', defaultMessage: 'Income' })}
              listLabel={intl.formatMessage({ id: 'banks.fixed.incomeList', defaultMessage: 'Fixed income' })}
              items={data.income}
              type="CREDIT"
            />
            <ItemList
              title={intl.formatMessage({ id: 'banks.fixed.expenses', defaultMessage: 'Expenses' })}
              listLabel={intl.formatMessage({
                id: 'banks.fixed.expensesList',
                defaultMessage: 'Fixed expenses',
              })}
              items={data.expenses}
              type="DEBIT"
            />
          </>
        )}
      </QueryGate>
    </AnalyticsCard>
  );
}

/** What a list says of each item: what it is and the day it usually comes, and when it is next due. */
const ITEM: Record<'around' | 'next', MessageDescriptor> = defineMessages({
  around: {
    id: 'banks.fixed.around',
    defaultMessage: '{kind} · around the {day, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}',
  },
  next: { id: 'banks.fixed.next', defaultMessage: 'Next {date}' },
});

function ItemList({
  title,
  listLabel,
  items,
  type,
}: {
  title: string;
  listLabel: string;
  items: readonly Item[];
  type: 'CREDIT' | 'DEBIT';
}) {
  const format = useFormat();
  if (items.length === 0) return null;
  return (
    <>
      <Typography variant="subtitle2" component="h3" sx={{ mt: 1.5, fontWeight: 700 }}>
        {title}
      </Typography>
      <Box component="ul" aria-label={listLabel} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {items.map((item) => (
          <Box
            component="li"
            key={`${item.kind}-${item.counterparty}-${item.account_id}`}
            sx={{ display: 'flex', gap: 1, py: 1, borderTop: 1, borderColor: 'divider' }}
          >
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography noWrap sx={{ fontWeight: 600 }} translate="no">
                {item.counterparty}
              </Typography>
              <Typography variant="body2" color="textSecondary" noWrap>
                <FormattedMessage
                  {...ITEM.around}
                  values={{ kind: item.kind_label, day: item.typical_day }}
                />
              </Typography>
            </Box>
            <Box sx={{ textAlign: 'right' }}>
              <SignedAmount type={type} amountPaise={item.typical_amount_paise} />
              <Typography variant="caption" color="textSecondary" component="p">
                <FormattedMessage
                  {...ITEM.next}
                  values={{ date: format.date(`${item.next_expected_on}T12:00:00+05:30`) }}
                />
              </Typography>
            </Box>
          </Box>
        ))}
      </Box>
    </>
  );
}

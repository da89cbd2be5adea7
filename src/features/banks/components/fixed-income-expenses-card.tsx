import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';

import { fixedIncomeExpensesQueryOptions } from '@/api/endpoints/aggregator-savings';
import type { FixedIncomeExpenses } from '@/api/schemas/aggregator-savings';
import { Amount } from '@/components/amount/amount';
import { SignedAmount } from '@/components/amount/signed-amount';
import { ListSkeleton } from '@/components/feedback/list-skeleton';
import { SectionError } from '@/components/feedback/section-error';
import { withOrdinal } from '@/domain/dates/ordinal';
import { paise } from '@/domain/money/paise';
import { dateText } from '@/domain/spending/date-text';

type Item = FixedIncomeExpenses['income'][number];

/**
 * What comes in and goes out every month (GET `/fixed-income-expenses`): salary, rent, EMIs, SIPs,
 * subscriptions, found in the history, and what is left before day-to-day spending.
 */
export function FixedIncomeExpensesCard() {
  const fixed = useQuery(fixedIncomeExpensesQueryOptions());
  return (
    <Card component="section" aria-labelledby="fixed-heading" sx={{ p: 2, mt: 2 }}>
      <Typography id="fixed-heading" variant="h3" component="h2">
        Every month
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Fixed income and expenses found in your history
      </Typography>
      {fixed.isPending ? (
        <ListSkeleton label="Loading fixed income and expenses" rows={2} />
      ) : fixed.isError ? (
        <SectionError
          title="Fixed income and expenses could not load"
          error={fixed.error}
          onRetry={() => void fixed.refetch()}
        />
      ) : (
        <>
          <Box
            component="dl"
            aria-label="Monthly fixed totals"
            sx={{
              display: 'grid',
              gridTemplateColumns: 'repeat(3, 1fr)',
              gap: 1,
              m: 0,
              mb: 1,
              '& dt': { color: 'text.secondary', fontSize: '0.8rem' },
              '& dd': { m: 0, fontWeight: 700 },
            }}
          >
            <div>
              <dt>Comes in</dt>
              <dd>
                <Amount value={paise(fixed.data.monthly_fixed_income_paise)} compact />
              </dd>
            </div>
            <div>
              <dt>Goes out</dt>
              <dd>
                <Amount value={paise(fixed.data.monthly_fixed_expenses_paise)} compact />
              </dd>
            </div>
            <div>
              <dt>Left over</dt>
              <dd>
                <Amount value={paise(fixed.data.monthly_surplus_paise)} compact />
              </dd>
            </div>
          </Box>
          <ItemList title="Income" items={fixed.data.income} type="CREDIT" />
          <ItemList title="Expenses" items={fixed.data.expenses} type="DEBIT" />
        </>
      )}
    </Card>
  );
}

function ItemList({
  title,
  items,
  type,
}: {
  title: string;
  items: readonly Item[];
  type: 'CREDIT' | 'DEBIT';
}) {
  if (items.length === 0) return null;
  return (
    <>
      <Typography variant="subtitle2" component="h3" sx={{ mt: 1.5, fontWeight: 700 }}>
        {title}
      </Typography>
      <Box component="ul" aria-label={`Fixed ${title.toLowerCase()}`} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {items.map((item) => (
          <Box
            component="li"
            key={`${item.kind}-${item.counterparty}-${item.account_id}`}
            sx={{ display: 'flex', gap: 1, py: 1, borderTop: 1, borderColor: 'divider' }}
          >
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography noWrap sx={{ fontWeight: 600 }}>
                {item.counterparty}
              </Typography>
              <Typography variant="body2" color="text.secondary" noWrap>
                {item.kind_label} · around the {withOrdinal(item.typical_day)}
              </Typography>
            </Box>
            <Box sx={{ textAlign: 'right' }}>
              <SignedAmount type={type} amountPaise={item.typical_amount_paise} />
              <Typography variant="caption" color="text.secondary" component="p">
                Next {dateText(`${item.next_expected_on}T12:00:00+05:30`)}
              </Typography>
            </Box>
          </Box>
        ))}
      </Box>
    </>
  );
}

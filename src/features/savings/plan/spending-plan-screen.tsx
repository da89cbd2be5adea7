import Savings from '@mui/icons-material/SavingsOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';

import { budgetsQueryOptions } from '@/api/endpoints/spending-plan';
import { PageHeader } from '@/components/layout/page-header';
import { paiseToRupees, paise } from '@/domain/money/paise';
import { TOTAL_BUDGET } from '@/domain/spending/budget-pace';
import { useSetBudget } from '@/features/savings/use-spending-plan';
import { useFormat } from '@/i18n/use-format';

import { BudgetCard } from './budget-card';
import { BudgetForm } from './budget-form';
import { PlanList } from './plan-list';
import { RulesSection } from './rules-section';

const TEXTS = defineMessages({
  error: { id: 'savings.plan.failed', defaultMessage: 'Your budgets could not load' },
  loading: { id: 'savings.plan.loading', defaultMessage: 'Loading your budgets' },
  emptyTitle: { id: 'savings.plan.emptyTitle', defaultMessage: 'No budgets yet' },
  emptyMessage: {
    id: 'savings.plan.emptyMessage',
    defaultMessage:
      'Set a monthly limit for a category, or for all your spending, and see how the month is going.',
  },
  list: { id: 'savings.plan.listName', defaultMessage: 'Budgets' },
});

/** `/savings/plan`: this month's budgets with their pace, a form to set one, and the category rules. */
export function SpendingPlanScreen() {
  const intl = useIntl();
  return (
    <>
      <PageHeader
        title={intl.formatMessage({ id: 'savings.plan.title', defaultMessage: 'Budgets and rules' })}
      />
      <BudgetsSection />
      <RulesSection />
    </>
  );
}

function BudgetsSection() {
  const budgets = useQuery(budgetsQueryOptions());
  const save = useSetBudget();
  const format = useFormat();
  // The form's starting values; a new key remounts it when a budget's Edit is pressed.
  const [editing, setEditing] = useState({ key: 0, category: TOTAL_BUDGET, rupees: '' });
  return (
    <Box component="section" aria-labelledby="budgets-heading">
      <Typography id="budgets-heading" variant="h3" component="h2" sx={{ mb: 0.5 }}>
        <FormattedMessage id="savings.plan.budgets" defaultMessage="Budgets" />
      </Typography>
      {budgets.data !== undefined && (
        <Typography color="textSecondary" sx={{ mb: 1 }}>
          <FormattedMessage
            id="savings.plan.day"
            defaultMessage="{month} · day {day} of {days}"
            values={{
              month: format.month(budgets.data.month_key),
              day: budgets.data.day,
              days: budgets.data.days_in_month,
            }}
          />
        </Typography>
      )}
      <PlanList
        query={budgets}
        texts={TEXTS}
        icon={<Savings />}
        isEmpty={(data) => data.budgets.length === 0}
      >
        {(data) =>
          data.budgets.map((budget) => (
            <li key={budget.category}>
              <BudgetCard
                budget={budget}
                onEdit={() =>
                  setEditing((was) => ({
                    key: was.key + 1,
                    category: budget.category,
                    rupees: String(paiseToRupees(paise(budget.limit_paise))),
                  }))
                }
                onDelete={() => save.mutate({ category: budget.category, limitPaise: null })}
              />
            </li>
          ))
        }
      </PlanList>
      <Card sx={{ p: 2, mt: 2 }}>
        <Typography component="h3" sx={{ fontWeight: 600, mb: 1.5 }}>
          <FormattedMessage id="savings.plan.setHeading" defaultMessage="Set a monthly budget" />
        </Typography>
        <BudgetForm
          key={editing.key}
          initial={editing}
          saving={save.isPending}
          onSave={(category, limitPaise) => save.mutate({ category, limitPaise })}
        />
      </Card>
    </Box>
  );
}

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useQuery } from '@tanstack/react-query';
import { defineMessages, FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';

import { budgetsQueryOptions } from '@/api/endpoints/spending-plan';
import { Amount } from '@/components/amount/amount';
import { paise } from '@/domain/money/paise';
import { APP_PATHS } from '@/domain/navigation/app-paths';

/** A flagged budget's line: over names what is spent, on pace where the month is heading. */
const LINES: Record<'over' | 'onPace', MessageDescriptor> = defineMessages({
  over: {
    id: 'alerts.budgets.over',
    defaultMessage: '{category} is over budget: {spent} spent of {limit}',
  },
  onPace: {
    id: 'alerts.budgets.onPace',
    defaultMessage: '{category} is on pace to overspend: on course for {projected} of {limit}',
  },
});

/**
 * This month's budgets that have run over or are on pace to, above the alert groups: computed
 * live from the budgets, so they clear themselves once the month (or the budget) changes.
 */
export function BudgetAlerts() {
  // A restored copy may predate a budget just set: always ask.
  const intl = useIntl();
  const budgets = useQuery({ ...budgetsQueryOptions(), staleTime: 0, refetchOnMount: 'always' });
  const flagged = (budgets.data?.budgets ?? []).filter((budget) => budget.status !== 'ON_TRACK');
  if (flagged.length === 0) return null;
  return (
    <Box
      component="section"
      aria-label={intl.formatMessage({ id: 'alerts.budgets.label', defaultMessage: 'Budget alerts' })}
      sx={{ display: 'grid', gap: 1, mb: 2 }}
    >
      {flagged.map((budget) => (
        <Alert
          key={budget.category}
          role="status"
          severity={budget.status === 'OVER' ? 'error' : 'warning'}
          action={
            <Button component={RouterLink} to={APP_PATHS.savingsPlan} size="small" color="inherit">
              <FormattedMessage id="alerts.budgets.see" defaultMessage="See budget" />
            </Button>
          }
          sx={{ fontVariantNumeric: 'tabular-nums' }}
        >
          <FormattedMessage
            {...(budget.status === 'OVER' ? LINES.over : LINES.onPace)}
            values={{
              category: budget.category,
              spent: <Amount value={paise(budget.spent_paise)} />,
              projected: <Amount value={paise(budget.projected_paise)} />,
              limit: <Amount value={paise(budget.limit_paise)} />,
            }}
          />
        </Alert>
      ))}
    </Box>
  );
}

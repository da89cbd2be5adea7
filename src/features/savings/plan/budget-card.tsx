import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';

import type { Budget } from '@/api/schemas/spending-plan';
import { Amount } from '@/components/amount/amount';
import { ProgressBar } from '@/components/feedback/progress-bar';
import { paise } from '@/domain/money/paise';
import { defineText } from '@/domain/text/message';
import { useSpendingWords } from '@/features/savings/use-words';

/** What each pace status is called, and (below) the colour its chip and bar take. */
const STATUS_LABELS = defineMessages({
  OVER: { id: 'savings.budget.over', defaultMessage: 'Over budget' },
  ON_PACE_TO_OVER: { id: 'savings.budget.onPace', defaultMessage: 'On pace to overspend' },
  ON_TRACK: { id: 'savings.budget.onTrack', defaultMessage: 'On track' },
});
const STATUS_COLORS = { OVER: 'error', ON_PACE_TO_OVER: 'warning', ON_TRACK: 'success' } as const;

/** The card's buttons; each one's name says which budget it acts on. */
const ACTIONS = [
  {
    key: 'edit',
    color: 'primary',
    text: defineText({ id: 'savings.budget.edit', defaultMessage: 'Edit' }),
    name: defineText({ id: 'savings.budget.editName', defaultMessage: 'Edit the {category} budget' }),
  },
  {
    key: 'delete',
    color: 'error',
    text: defineText({ id: 'savings.budget.delete', defaultMessage: 'Delete' }),
    name: defineText({ id: 'savings.budget.deleteName', defaultMessage: 'Delete the {category} budget' }),
  },
] as const;

/**
 * One budget: spent of the limit, what is left (or how much over), a bar of the share spent and a
 * marker where an even pace would be by today.
 */
export function BudgetCard({
  budget,
  onEdit,
  onDelete,
}: {
  budget: Budget;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const color = STATUS_COLORS[budget.status];
  const spentShare = Math.min(1, budget.spent_paise / budget.limit_paise);
  const pace = Math.round(budget.pace_fraction * 100);
  const intl = useIntl();
  const category = useSpendingWords().category(budget.category);
  return (
    <Card
      component="article"
      aria-label={intl.formatMessage(
        { id: 'savings.budget.name', defaultMessage: '{category} budget' },
        { category },
      )}
      sx={{ p: 2 }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
        <Typography component="h3" sx={{ fontWeight: 600 }}>
          {category}
        </Typography>
        <Chip size="small" color={color} label={intl.formatMessage(STATUS_LABELS[budget.status])} />
      </Box>
      <Typography sx={{ mt: 0.5, fontVariantNumeric: 'tabular-nums' }}>
        <FormattedMessage
          id="savings.budget.spentOf"
          defaultMessage="Spent {spent} of {limit}"
          values={{
            spent: <Amount value={paise(budget.spent_paise)} />,
            limit: <Amount value={paise(budget.limit_paise)} />,
          }}
        />
      </Typography>
      <Box sx={{ position: 'relative', my: 1 }}>
        <ProgressBar
          value={spentShare * 100}
          color={color}
          aria-label={intl.formatMessage(
            { id: 'savings.budget.barName', defaultMessage: '{category}: {percent}% of the budget spent' },
            { category, percent: Math.round((budget.spent_paise / budget.limit_paise) * 100) },
          )}
          height={10}
        />
        {/* The pace marker: where spending would be by today at an even rate. */}
        <Box
          aria-hidden
          sx={{
            position: 'absolute',
            top: -3,
            bottom: -3,
            left: `${pace}%`,
            width: 2,
            bgcolor: 'text.primary',
          }}
        />
      </Box>
      <Typography variant="body2" color="textSecondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
        <FormattedMessage
          id="savings.budget.pace"
          defaultMessage="{state, select, left {{amount} left} other {{amount} over}} · pace marker at {pace}% of the month · on course for {projected}"
          values={{
            state: budget.left_paise >= 0 ? 'left' : 'over',
            amount: <Amount value={paise(Math.abs(budget.left_paise))} />,
            pace,
            projected: <Amount value={paise(budget.projected_paise)} />,
          }}
        />
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
        {ACTIONS.map((action) => (
          <Button
            key={action.key}
            size="small"
            color={action.color}
            onClick={action.key === 'edit' ? onEdit : onDelete}
            aria-label={intl.formatMessage(action.name, { category })}
          >
            {intl.formatMessage(action.text)}
          </Button>
        ))}
      </Box>
    </Card>
  );
}

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';

import type { Budget } from '@/api/schemas/spending-plan';
import { Amount } from '@/components/amount/amount';
import { paise } from '@/domain/money/paise';

const STATUS = {
  OVER: { label: 'Over budget', color: 'error' },
  ON_PACE_TO_OVER: { label: 'On pace to overspend', color: 'warning' },
  ON_TRACK: { label: 'On track', color: 'success' },
} as const;

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
  const status = STATUS[budget.status];
  const spentShare = Math.min(1, budget.spent_paise / budget.limit_paise);
  const pace = Math.round(budget.pace_fraction * 100);
  return (
    <Card component="article" aria-label={`${budget.category} budget`} sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
        <Typography component="h3" sx={{ fontWeight: 600 }}>
          {budget.category}
        </Typography>
        <Chip size="small" color={status.color} label={status.label} />
      </Box>
      <Typography sx={{ mt: 0.5, fontVariantNumeric: 'tabular-nums' }}>
        Spent <Amount value={paise(budget.spent_paise)} /> of <Amount value={paise(budget.limit_paise)} />
      </Typography>
      <Box sx={{ position: 'relative', my: 1 }}>
        <LinearProgress
          variant="determinate"
          value={spentShare * 100}
          color={status.color}
          aria-label={`${budget.category}: ${Math.round((budget.spent_paise / budget.limit_paise) * 100)}% of the budget spent`}
          sx={{ height: 10, borderRadius: 5 }}
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
      <Typography variant="body2" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {budget.left_paise >= 0 ? (
          <>
            <Amount value={paise(budget.left_paise)} /> left
          </>
        ) : (
          <>
            <Amount value={paise(-budget.left_paise)} /> over
          </>
        )}{' '}
        · pace marker at {pace}% of the month · on course for <Amount value={paise(budget.projected_paise)} />
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
        <Button size="small" onClick={onEdit} aria-label={`Edit the ${budget.category} budget`}>
          Edit
        </Button>
        <Button
          size="small"
          color="error"
          onClick={onDelete}
          aria-label={`Delete the ${budget.category} budget`}
        >
          Delete
        </Button>
      </Box>
    </Card>
  );
}

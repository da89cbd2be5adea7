import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { MAX_BUDGET_PAISE } from '@/api/schemas/spending-plan';
import { rupeesToPaise } from '@/domain/money/paise';
import { TOTAL_BUDGET } from '@/domain/spending/budget-pace';
import { SPENDING_CATEGORIES } from '@/domain/spending/categories';
import { CategorySelect } from '@/features/savings/components/category-select';
import { NamedForm } from '@/features/savings/components/named-form';

const SCOPES = [TOTAL_BUDGET, ...SPENDING_CATEGORIES];

/** Whole rupees, or rupees and up to two decimals, without grouping: what the field accepts. */
const RUPEES = /^\d{1,9}(\.\d{1,2})?$/;

/** The helper line keeps its room when empty, so the form does not jump. */
const KEEP_ROOM = ' ';
/** The rupee sign, the same in every language. */
const RUPEE = '₹';

/** Sets a monthly budget for a category or for all spending. */
export function BudgetForm({
  initial,
  saving,
  onSave,
}: {
  initial: { category: string; rupees: string };
  saving: boolean;
  onSave: (category: string, limitPaise: number) => void;
}) {
  const [category, setCategory] = useState(initial.category);
  const [rupees, setRupees] = useState(initial.rupees);
  const limit = RUPEES.test(rupees) ? rupeesToPaise(Number(rupees)) : null;
  const invalid = limit === null || limit < 100 || limit > MAX_BUDGET_PAISE;
  const intl = useIntl();
  return (
    <NamedForm
      label={intl.formatMessage({ id: 'savings.budgetForm.name', defaultMessage: 'Set a budget' })}
      onSubmit={() => {
        if (!invalid) onSave(category, limit);
      }}
      sx={{ display: 'grid', gap: 1.5 }}
    >
      <CategorySelect
        label={intl.formatMessage({ id: 'savings.budgetForm.scope', defaultMessage: 'Budget for' })}
        value={category}
        choices={SCOPES}
        onChange={setCategory}
      />
      <TextField
        size="small"
        label={intl.formatMessage({ id: 'savings.budgetForm.limit', defaultMessage: 'Monthly limit' })}
        value={rupees}
        onChange={(e) => setRupees(e.target.value.trim())}
        error={rupees !== '' && invalid}
        helperText={
          rupees !== '' && invalid
            ? intl.formatMessage({
                id: 'savings.budgetForm.invalid',
                defaultMessage: 'Enter an amount from ₹1, in rupees',
              })
            : KEEP_ROOM
        }
        slotProps={{
          htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
          input: { startAdornment: <InputAdornment position="start">{RUPEE}</InputAdornment> },
        }}
      />
      <Button type="submit" variant="contained" disabled={invalid || saving}>
        <FormattedMessage id="savings.budgetForm.save" defaultMessage="Save budget" />
      </Button>
    </NamedForm>
  );
}

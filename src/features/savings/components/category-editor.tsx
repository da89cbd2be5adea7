import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import type { SavingsTransaction } from '@/api/schemas/aggregator-savings';
import { INCOME_CATEGORY, SPENDING_CATEGORIES } from '@/domain/spending/categories';
import { useChangeCategory } from '@/features/savings/use-spending-plan';

import { CategorySelect } from './category-select';
import { NamedForm } from './named-form';

/** Money in is usually Income: it comes first for a credit. */
function choicesFor(type: SavingsTransaction['type']): string[] {
  return type === 'CREDIT'
    ? [INCOME_CATEGORY, ...SPENDING_CATEGORIES]
    : [...SPENDING_CATEGORIES, INCOME_CATEGORY];
}

/**
 * Changes a transaction's category; "Always for this merchant" makes it a rule for every
 * transaction of the merchant, past and future. Saved at once, or kept offline and sent later.
 */
export function CategoryEditor({ txn }: { txn: SavingsTransaction }) {
  const [category, setCategory] = useState(txn.category);
  const [always, setAlways] = useState(false);
  const change = useChangeCategory();
  const intl = useIntl();
  const unchanged = category === txn.category && !always;
  const save = () =>
    change.mutate(
      always
        ? { kind: 'rule', merchant: txn.counterparty, category }
        : { kind: 'transaction', transactionId: txn.transaction_id, category },
    );
  return (
    <NamedForm
      label={intl.formatMessage({ id: 'savings.editor.name', defaultMessage: 'Change category' })}
      onSubmit={save}
      sx={{ display: 'grid', gap: 1, mt: 2 }}
    >
      <CategorySelect
        label={intl.formatMessage({ id: 'savings.editor.category', defaultMessage: 'Category' })}
        value={category}
        choices={choicesFor(txn.type)}
        onChange={setCategory}
      />
      <FormControlLabel
        control={<Checkbox checked={always} onChange={(event) => setAlways(event.target.checked)} />}
        label={intl.formatMessage(
          { id: 'savings.editor.always', defaultMessage: 'Always for {merchant}' },
          { merchant: txn.counterparty },
        )}
      />
      <Button type="submit" variant="contained" disabled={unchanged || change.isPending}>
        <FormattedMessage id="savings.editor.save" defaultMessage="Save category" />
      </Button>
    </NamedForm>
  );
}

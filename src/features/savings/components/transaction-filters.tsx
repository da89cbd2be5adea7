import Search from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';

import type { SavingsAccountCard } from '@/api/schemas/aggregator-savings';
import { PeriodPicker } from '@/components/date-range/period-picker';
import { SelectField } from '@/components/forms/select-field';
import { rangeParams } from '@/domain/dates/periods';
import { maskedShort } from '@/domain/spending/account-mask';
import { INCOME_CATEGORY, SPENDING_CATEGORIES } from '@/domain/spending/categories';
import { PAYMENT_MODES } from '@/domain/spending/payment-mode';
import {
  activeFilterCount,
  MAX_SEARCH_LENGTH,
  TXN_FILTER_QUERY_NAMES,
  type TxnFilters,
} from '@/domain/spending/txn-filters';
import { useSpendingWords } from '@/features/savings/use-words';

/** Typing pauses this long before the list is asked again. */
const SEARCH_DEBOUNCE_MS = 350;
const ALL = 'all';

export type TransactionFiltersProps = {
  filters: TxnFilters;
  accounts: readonly SavingsAccountCard[];
  /** IST today (`YYYY-MM-DD`), what the period presets resolve against. */
  today: string;
  /** Sets (or with null removes) filters in the address. */
  onChange: (changes: Record<string, string | null>) => void;
};

/** Search, category, payment mode, account and direction; every choice lives in the address. */
export function TransactionFilters({ filters, accounts, today, onChange }: TransactionFiltersProps) {
  const words = useSpendingWords();
  const { intl } = words;
  const applied = filters.search ?? '';
  const [draft, setDraft] = useState(applied);
  // A search changed elsewhere ("Clear filters", the back button) shows in the box too.
  const [seen, setSeen] = useState(applied);
  if (seen !== applied) {
    setSeen(applied);
    if (draft.trim() !== applied) setDraft(applied);
  }
  useEffect(() => {
    const next = draft.trim();
    if (next === applied) return undefined;
    const timer = window.setTimeout(
      () => onChange({ search: next === '' ? null : next }),
      SEARCH_DEBOUNCE_MS,
    );
    return () => window.clearTimeout(timer);
  }, [draft, applied, onChange]);

  const select = (name: string) => (value: string) => onChange({ [name]: value === ALL ? null : value });

  return (
    <Box
      component="form"
      role="search"
      aria-label={intl.formatMessage({ id: 'savings.filters.name', defaultMessage: 'Filter transactions' })}
      onSubmit={(e) => e.preventDefault()}
    >
      <TextField
        fullWidth
        size="small"
        type="search"
        label={intl.formatMessage({ id: 'savings.filters.search', defaultMessage: 'Search transactions' })}
        placeholder={intl.formatMessage({
          id: 'savings.filters.searchHint',
          defaultMessage: 'Merchant, person or reference',
        })}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        slotProps={{
          htmlInput: { maxLength: MAX_SEARCH_LENGTH },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <Search aria-hidden />
              </InputAdornment>
            ),
          },
        }}
      />
      <Box sx={{ mt: 1.5 }}>
        <PeriodPicker
          today={today}
          value={
            filters.range !== undefined
              ? { kind: 'range', choice: filters.range }
              : { kind: 'extra', value: filters.month_key ?? ALL }
          }
          extras={[
            {
              value: ALL,
              label: intl.formatMessage({ id: 'savings.filters.allTime', defaultMessage: 'All time' }),
            },
            ...(filters.month_key === undefined
              ? []
              : [{ value: filters.month_key, label: words.month(filters.month_key) }]),
          ]}
          onChange={(next) =>
            onChange(
              next.kind === 'range'
                ? { ...rangeParams(next.choice), month_key: null }
                : { ...rangeParams(null), month_key: next.value === ALL ? null : next.value },
            )
          }
        />
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.5, mt: 1.5 }}>
        <SelectField
          size="small"
          label={intl.formatMessage({ id: 'savings.filters.category', defaultMessage: 'Category' })}
          value={filters.category ?? ALL}
          onChange={select('category')}
        >
          <option value={ALL}>
            {intl.formatMessage({ id: 'savings.filters.allCategories', defaultMessage: 'All categories' })}
          </option>
          {[...SPENDING_CATEGORIES, INCOME_CATEGORY].map((name) => (
            <option key={name} value={name}>
              {words.category(name)}
            </option>
          ))}
        </SelectField>
        <SelectField
          size="small"
          label={intl.formatMessage({ id: 'savings.filters.mode', defaultMessage: 'Payment mode' })}
          value={filters.payment_mode ?? ALL}
          onChange={select('payment_mode')}
        >
          <option value={ALL}>
            {intl.formatMessage({ id: 'savings.filters.allModes', defaultMessage: 'All modes' })}
          </option>
          {PAYMENT_MODES.map((mode) => (
            <option key={mode} value={mode}>
              {words.mode(mode)}
            </option>
          ))}
        </SelectField>
        <SelectField
          size="small"
          label={intl.formatMessage({ id: 'savings.filters.account', defaultMessage: 'Account' })}
          value={filters.account_id ?? ALL}
          onChange={select('account_id')}
        >
          <option value={ALL}>
            {intl.formatMessage({ id: 'savings.filters.allAccounts', defaultMessage: 'All accounts' })}
          </option>
          {accounts.map((account) => (
            <option key={account.account_id} value={account.account_id} translate="no">
              {account.bank_name.replace(/\s+Bank$/i, '')} {maskedShort(account.masked_acc_number)}
            </option>
          ))}
        </SelectField>
        <SelectField
          size="small"
          label={intl.formatMessage({ id: 'savings.filters.direction', defaultMessage: 'Direction' })}
          value={filters.type ?? ALL}
          onChange={select('type')}
        >
          <option value={ALL}>
            {intl.formatMessage({ id: 'savings.filters.inAndOut', defaultMessage: 'Money in & out' })}
          </option>
          <option value="CREDIT">
            {intl.formatMessage({ id: 'savings.filters.moneyIn', defaultMessage: 'Money in' })}
          </option>
          <option value="DEBIT">
            {intl.formatMessage({ id: 'savings.filters.moneyOut', defaultMessage: 'Money out' })}
          </option>
        </SelectField>
      </Box>
      {activeFilterCount(filters) > 0 && (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mt: 1.5, flexWrap: 'wrap' }}>
          <Box sx={{ flex: 1 }} />
          <Button
            size="small"
            onClick={() => onChange(Object.fromEntries(TXN_FILTER_QUERY_NAMES.map((name) => [name, null])))}
          >
            <FormattedMessage id="savings.filters.clear" defaultMessage="Clear filters" />
          </Button>
        </Box>
      )}
    </Box>
  );
}

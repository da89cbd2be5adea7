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
import { defineText, type Text } from '@/domain/text/message';
import { useSpendingWords } from '@/features/savings/use-words';

/** Typing pauses this long before the list is asked again. */
const SEARCH_DEBOUNCE_MS = 350;
const ALL = 'all';

/** The filters picked from a list, side by side in this order; each name is also its query parameter. */
const CHOICES = ['category', 'payment_mode', 'account_id', 'type'] as const;
type Choice = (typeof CHOICES)[number];
/** A list's entry; an account's bank name and digits are data, kept from translation. */
type Option = { value: string; label: string; translate?: 'no' };

/** Each list's name, and its first entry, which leaves that filter off. */
const CHOICE_TEXTS: Record<Choice, { label: Text; all: Text }> = {
  category: {
    label: defineText({ id: 'savings.filters.category', defaultMessage: 'Category' }),
    all: defineText({ id: 'savings.filters.allCategories', defaultMessage: 'All categories' }),
  },
  payment_mode: {
    label: defineText({ id: 'savings.filters.mode', defaultMessage: 'Payment mode' }),
    all: defineText({ id: 'savings.filters.allModes', defaultMessage: 'All modes' }),
  },
  account_id: {
    label: defineText({ id: 'savings.filters.account', defaultMessage: 'Account' }),
    all: defineText({ id: 'savings.filters.allAccounts', defaultMessage: 'All accounts' }),
  },
  type: {
    label: defineText({ id: 'savings.filters.direction', defaultMessage: 'Direction' }),
    all: defineText({ id: 'savings.filters.inAndOut', defaultMessage: 'Money in & out' }),
  },
};

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

  const options: Record<Choice, readonly Option[]> = {
    category: [...SPENDING_CATEGORIES, INCOME_CATEGORY].map((name) => ({
      value: name,
      label: words.category(name),
    })),
    payment_mode: PAYMENT_MODES.map((mode) => ({ value: mode, label: words.mode(mode) })),
    account_id: accounts.map((account) => ({
      value: account.account_id,
      label: `${account.bank_name.replace(/\s+Bank$/i, '')} ${maskedShort(account.masked_acc_number)}`,
      translate: 'no',
    })),
    type: [
      {
        value: 'CREDIT',
        label: intl.formatMessage({ id: 'savings.filters.moneyIn', defaultMessage: 'Money in' }),
      },
      {
        value: 'DEBIT',
        label: intl.formatMessage({ id: 'savings.filters.moneyOut', defaultMessage: 'Money out' }),
      },
    ],
  };

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
        {CHOICES.map((name) => (
          <SelectField
            key={name}
            size="small"
            label={intl.formatMessage(CHOICE_TEXTS[name].label)}
            value={filters[name] ?? ALL}
            onChange={(value) => onChange({ [name]: value === ALL ? null : value })}
          >
            <option value={ALL}>{intl.formatMessage(CHOICE_TEXTS[name].all)}</option>
            {options[name].map((option) => (
              <option key={option.value} value={option.value} translate={option.translate}>
                {option.label}
              </option>
            ))}
          </SelectField>
        ))}
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

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { SelectField } from '@/components/forms/select-field';
import { lazyNamed } from '@/components/layout/lazy-part';
import { RANGE_PRESETS, type RangeChoice } from '@/domain/dates/periods';

import { useRangeLabel } from './use-range-label';

const CustomRangeDialog = lazyNamed(() => import('./custom-range-dialog'), 'CustomRangeDialog');

/** The picker's value: a range choice, or one of the `extra` options (a month, "all time"). */
export type PeriodValue = { kind: 'range'; choice: RangeChoice } | { kind: 'extra'; value: string };

const CUSTOM = 'custom';

function valueOf(period: PeriodValue): string {
  if (period.kind === 'extra') return `extra:${period.value}`;
  return period.choice.preset;
}

/**
 * "Period": the presets of docs/product.md#date-ranges, a custom range from two date pickers
 * (the browser's own, which every phone draws natively), and options a screen adds (its months,
 * "All time"). A native select: a phone opens its own picker. Each preset names its dates where a
 * name alone is not enough ("Last financial year (FY 2025-26)"); a chosen custom range is its own
 * option, and "Change dates" beside it reopens its dates (choosing the selected option again is
 * not a change a native select reports).
 */
export function PeriodPicker({
  value,
  today,
  extras = [],
  onChange,
  size = 'small',
}: {
  value: PeriodValue;
  /** IST today, `YYYY-MM-DD`: presets resolve against it and no day after it can be picked. */
  today: string;
  /** Options after the presets, e.g. `{ value: '2025-03', label: 'Mar 2025' }`. */
  extras?: readonly { value: string; label: string }[];
  onChange: (next: PeriodValue) => void;
  size?: 'small' | 'medium';
}) {
  const [dialog, setDialog] = useState(false);
  const intl = useIntl();
  const rangeLabel = useRangeLabel();
  const current = value.kind === 'range' && value.choice.preset === 'custom' ? value.choice : null;
  return (
    <>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-end', width: '100%' }}>
        <SelectField
          size={size}
          sx={{ flex: 1 }}
          label={intl.formatMessage({ id: 'components.period.label', defaultMessage: 'Period' })}
          value={valueOf(value)}
          onChange={(next) => {
            if (next === CUSTOM) setDialog(true);
            else if (next.startsWith('extra:'))
              onChange({ kind: 'extra', value: next.slice('extra:'.length) });
            else {
              const preset = RANGE_PRESETS.find((p) => p === next);
              if (preset !== undefined) onChange({ kind: 'range', choice: { preset } });
            }
          }}
        >
          {RANGE_PRESETS.map((preset) => (
            <option key={preset} value={preset}>
              {rangeLabel.choice({ preset }, today)}
            </option>
          ))}
          <option value={CUSTOM}>
            {current === null
              ? intl.formatMessage({ id: 'components.period.customOption', defaultMessage: 'Custom range…' })
              : intl.formatMessage(
                  { id: 'components.period.customChosen', defaultMessage: 'Custom: {days}' },
                  { days: rangeLabel.days(current) },
                )}
          </option>
          {extras.map((extra) => (
            <option key={extra.value} value={`extra:${extra.value}`}>
              {extra.label}
            </option>
          ))}
        </SelectField>
        {current !== null && (
          <Button size={size} onClick={() => setDialog(true)} sx={{ flexShrink: 0, mb: 0.25 }}>
            <FormattedMessage id="components.period.changeDates" defaultMessage="Change dates" />
          </Button>
        )}
      </Box>
      {dialog && (
        <Suspense fallback={null}>
          <CustomRangeDialog
            today={today}
            initial={current ?? { from: today.slice(0, 8) + '01', to: today }}
            onClose={() => setDialog(false)}
            onPick={(from, to) => {
              setDialog(false);
              onChange({ kind: 'range', choice: { preset: 'custom', from, to } });
            }}
          />
        </Suspense>
      )}
    </>
  );
}

import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';

import {
  customRange,
  daysLabel,
  MAX_RANGE_DAYS,
  RANGE_PRESET_LABELS,
  RANGE_PRESETS,
  rangeLabel,
  type RangeChoice,
} from '@/domain/spending/date-range';

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
 * "All time"). The chosen custom range shows as its own option so the select names it.
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
  const current = value.kind === 'range' && value.choice.preset === 'custom' ? value.choice : null;
  return (
    <>
      <TextField
        select
        fullWidth
        size={size}
        label="Period"
        value={valueOf(value)}
        onChange={(event) => {
          const next = event.target.value;
          if (next === CUSTOM) setDialog(true);
          else if (next.startsWith('extra:')) onChange({ kind: 'extra', value: next.slice('extra:'.length) });
          else {
            const preset = RANGE_PRESETS.find((p) => p === next);
            if (preset !== undefined) onChange({ kind: 'range', choice: { preset } });
          }
        }}
        slotProps={{
          select: {
            renderValue: () =>
              value.kind === 'range'
                ? rangeLabel(value.choice, today)
                : (extras.find((e) => e.value === value.value)?.label ?? value.value),
          },
        }}
      >
        {RANGE_PRESETS.map((preset) => (
          <MenuItem key={preset} value={preset}>
            {RANGE_PRESET_LABELS[preset]}
          </MenuItem>
        ))}
        <MenuItem value={CUSTOM} onClick={() => current !== null && setDialog(true)}>
          {current === null ? 'Custom range…' : `Custom: ${daysLabel(current)}`}
        </MenuItem>
        {extras.length > 0 && <Divider />}
        {extras.map((extra) => (
          <MenuItem key={extra.value} value={`extra:${extra.value}`}>
            {extra.label}
          </MenuItem>
        ))}
      </TextField>
      {dialog && (
        <CustomRangeDialog
          today={today}
          initial={current ?? { from: today.slice(0, 8) + '01', to: today }}
          onClose={() => setDialog(false)}
          onPick={(from, to) => {
            setDialog(false);
            onChange({ kind: 'range', choice: { preset: 'custom', from, to } });
          }}
        />
      )}
    </>
  );
}

function CustomRangeDialog({
  today,
  initial,
  onClose,
  onPick,
}: {
  today: string;
  initial: { from: string; to: string };
  onClose: () => void;
  onPick: (from: string, to: string) => void;
}) {
  const [from, setFrom] = useState(initial.from);
  const [to, setTo] = useState(initial.to);
  const range = customRange(from, to);
  // Say what is wrong in words rather than only disabling the button.
  const problem =
    from === '' || to === ''
      ? 'Choose both dates.'
      : from > to
        ? 'The start date must not be after the end date.'
        : range === null
          ? `Choose at most ${Math.floor(MAX_RANGE_DAYS / 365)} years.`
          : null;
  return (
    <Dialog open onClose={onClose} aria-labelledby="custom-range-title" fullWidth maxWidth="xs">
      <DialogTitle id="custom-range-title">Custom range</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        <TextField
          type="date"
          label="From"
          value={from}
          onChange={(event) => setFrom(event.target.value)}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }}
        />
        <TextField
          type="date"
          label="To"
          value={to}
          onChange={(event) => setTo(event.target.value)}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }}
        />
        {problem !== null && (
          <Typography role="alert" variant="body2" color="error">
            {problem}
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          disabled={range === null}
          onClick={() => range !== null && onPick(range.from, range.to)}
        >
          Show
        </Button>
      </DialogActions>
    </Dialog>
  );
}

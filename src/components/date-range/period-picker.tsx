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
import { FormattedMessage, useIntl } from 'react-intl';

import { customRange, MAX_RANGE_DAYS, RANGE_PRESETS, type RangeChoice } from '@/domain/dates/periods';

import { useRangeLabel } from './use-range-label';

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
  const intl = useIntl();
  const rangeLabel = useRangeLabel();
  const current = value.kind === 'range' && value.choice.preset === 'custom' ? value.choice : null;
  return (
    <>
      <TextField
        select
        fullWidth
        size={size}
        label={intl.formatMessage({ id: 'components.period.label', defaultMessage: 'Period' })}
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
                ? rangeLabel.choice(value.choice, today)
                : (extras.find((e) => e.value === value.value)?.label ?? value.value),
          },
        }}
      >
        {RANGE_PRESETS.map((preset) => (
          <MenuItem key={preset} value={preset}>
            {rangeLabel.preset(preset)}
          </MenuItem>
        ))}
        <MenuItem value={CUSTOM} onClick={() => current !== null && setDialog(true)}>
          {current === null ? (
            <FormattedMessage id="components.period.customOption" defaultMessage="Custom range…" />
          ) : (
            <FormattedMessage
              id="components.period.customChosen"
              defaultMessage="Custom: {days}"
              values={{ days: rangeLabel.days(current) }}
            />
          )}
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
  const intl = useIntl();
  const range = customRange(from, to);
  // Say what is wrong in words rather than only disabling the button.
  const problem =
    from === '' || to === ''
      ? intl.formatMessage({ id: 'components.period.chooseBoth', defaultMessage: 'Choose both dates.' })
      : from > to
        ? intl.formatMessage({
            id: 'components.period.startAfterEnd',
            defaultMessage: 'The start date must not be after the end date.',
          })
        : range === null
          ? intl.formatMessage(
              { id: 'components.period.tooLong', defaultMessage: 'Choose at most {years} years.' },
              { years: Math.floor(MAX_RANGE_DAYS / 365) },
            )
          : null;
  return (
    <Dialog open onClose={onClose} aria-labelledby="custom-range-title" fullWidth maxWidth="xs">
      <DialogTitle id="custom-range-title">
        <FormattedMessage id="components.period.customTitle" defaultMessage="Custom range" />
      </DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        <TextField
          type="date"
          label={intl.formatMessage({ id: 'components.period.from', defaultMessage: 'From' })}
          value={from}
          onChange={(event) => setFrom(event.target.value)}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }}
        />
        <TextField
          type="date"
          label={intl.formatMessage({ id: 'components.period.to', defaultMessage: 'To' })}
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
        <Button onClick={onClose}>
          <FormattedMessage id="common.cancel" defaultMessage="Cancel" />
        </Button>
        <Button
          variant="contained"
          disabled={range === null}
          onClick={() => range !== null && onPick(range.from, range.to)}
        >
          <FormattedMessage id="components.period.show" defaultMessage="Show" />
        </Button>
      </DialogActions>
    </Dialog>
  );
}

import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { customRange, MAX_RANGE_DAYS } from '@/domain/dates/periods';

/**
 * The custom range: two date fields (the browser's own pickers) and what is wrong with them in
 * words. A chunk of its own: the Period picker loads it at the first "Custom range…".
 */
export function CustomRangeDialog({
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

import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';

import { errorTextOf } from './error-text';

export type SectionErrorProps = {
  /** What could not be shown, e.g. "Your cards could not load". */
  title: string;
  error: unknown;
  onRetry: () => void;
};

/**
 * A failed section inside a screen that has its own heading: the reason in plain words and a Retry.
 * (The whole-screen `ErrorState` carries an h1; this one does not, so headings stay in order.)
 */
export function SectionError({ title, error, onRetry }: SectionErrorProps) {
  const intl = useIntl();
  return (
    <Card role="alert" sx={{ p: 3, textAlign: 'center' }}>
      <Stack spacing={1.5} sx={{ alignItems: 'center' }}>
        <ErrorOutline color="error" sx={{ fontSize: 40 }} aria-hidden />
        <Typography variant="h3" component="h2">
          {title}
        </Typography>
        <Typography color="textSecondary">{errorTextOf(error, intl)}</Typography>
        <Button variant="contained" onClick={onRetry}>
          <FormattedMessage id="common.retry" defaultMessage="Retry" />
        </Button>
      </Stack>
    </Card>
  );
}

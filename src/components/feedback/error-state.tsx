import CloudOff from '@mui/icons-material/CloudOff';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';

import { PlainButton } from './plain-button';

export type ErrorStateProps = {
  title?: string;
  message?: string;
  /** Shown as the primary action when given. */
  onRetry?: () => void;
  retryLabel?: string;
  /** A secondary way out, e.g. back to home. */
  homeHref?: string;
};

/** A friendly failure screen: what happened in plain words, and a way forward. Never a white page. */
export function ErrorState({ title, message, onRetry, retryLabel, homeHref }: ErrorStateProps) {
  const intl = useIntl();
  return (
    <Box role="alert" sx={{ textAlign: 'center', py: 8, px: 2, maxWidth: 420, mx: 'auto' }}>
      <CloudOff sx={{ fontSize: 48, color: 'text.secondary', mb: 2 }} aria-hidden />
      <Typography variant="h2" component="h1" gutterBottom>
        {title ??
          intl.formatMessage({ id: 'components.errorState.title', defaultMessage: 'Something went wrong' })}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 3 }}>
        {message ??
          intl.formatMessage({
            id: 'components.errorState.message',
            defaultMessage: 'We could not show this screen. Your data is safe; please try again.',
          })}
      </Typography>
      {/* The error screen is the entry's: its buttons are plain ones (./plain-button.tsx). */}
      <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'center' }}>
        {onRetry && (
          <PlainButton variant="contained" onClick={onRetry}>
            {retryLabel ?? intl.formatMessage({ id: 'common.tryAgain', defaultMessage: 'Try again' })}
          </PlainButton>
        )}
        {homeHref !== undefined && (
          <PlainButton variant="outlined" href={homeHref}>
            <FormattedMessage id="common.goHome" defaultMessage="Go to home" />
          </PlainButton>
        )}
      </Box>
    </Box>
  );
}

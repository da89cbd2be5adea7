import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import { useIntl } from 'react-intl';

/** Shown while a screen's chunk loads: a thin bar, announced, no layout jump. */
export function PageLoading() {
  const intl = useIntl();
  return (
    <Box sx={{ py: 2 }}>
      <LinearProgress aria-label={intl.formatMessage({ id: 'common.loading', defaultMessage: 'Loading' })} />
    </Box>
  );
}

import Box from '@mui/material/Box';
import { useIntl } from 'react-intl';

import { ProgressBar } from '@/components/feedback/progress-bar';

/** Shown while a screen's chunk loads: a thin bar, announced, no layout jump. */
export function PageLoading() {
  const intl = useIntl();
  return (
    <Box sx={{ py: 2 }}>
      <ProgressBar aria-label={intl.formatMessage({ id: 'common.loading', defaultMessage: 'Loading' })} />
    </Box>
  );
}

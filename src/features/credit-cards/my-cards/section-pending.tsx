import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';

import { errorTextOf } from '@/components/feedback/error-text';
import { Skeleton } from '@/components/feedback/skeleton';

/**
 * What a card's statements or a statement's transactions show before their first page arrives:
 * the failure with a Retry, or two skeleton rows of `rowHeight` read as `loading`. Small, to sit
 * inside a card's expanded part where the full section error would be too much.
 */
export function SectionPending({
  query,
  loading,
  rowHeight,
}: {
  query: { isError: boolean; error: unknown; refetch: () => unknown };
  /** What a screen reader hears while it loads, defined beside the section (`defineMessage`). */
  loading: MessageDescriptor;
  rowHeight: number;
}) {
  const intl = useIntl();
  if (query.isError) {
    return (
      <Box role="alert" sx={{ py: 1 }}>
        <Typography variant="body2">{errorTextOf(query.error)}</Typography>
        <Button size="small" onClick={() => void query.refetch()}>
          <FormattedMessage id="creditCards.statements.retry" defaultMessage="Retry" />
        </Button>
      </Box>
    );
  }
  return (
    <Box role="status" aria-label={intl.formatMessage(loading)}>
      <Skeleton height={rowHeight} />
      <Skeleton height={rowHeight} />
    </Box>
  );
}

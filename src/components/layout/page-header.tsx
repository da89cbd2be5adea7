import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';

import { useBack } from '@/native/use-back';

/**
 * A screen's title row with the back button of docs/product.md#back-button: inside the host apps it closes
 * the webview; in a browser it goes back in history, or home on a deep link.
 */
export function PageHeader({
  title,
  action,
  titleIsData = false,
}: {
  title: string;
  action?: ReactNode;
  /** The title is a name from the data (a bank's, a broker's): shown as sent, never translated. */
  titleIsData?: boolean;
}) {
  const goBack = useBack();
  const intl = useIntl();
  return (
    <Box component="header" sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2 }}>
      <IconButton
        edge="start"
        aria-label={intl.formatMessage({ id: 'common.back', defaultMessage: 'Back' })}
        onClick={goBack}
      >
        <ArrowBack />
      </IconButton>
      <Typography variant="h2" component="h1" sx={{ flex: 1 }} {...(titleIsData ? { translate: 'no' } : {})}>
        {title}
      </Typography>
      {action}
    </Box>
  );
}

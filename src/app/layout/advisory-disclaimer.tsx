import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';

import { CONTENT_MAX_WIDTH_REM } from '@/config/constants';

/**
 * The regulatory advisory footer for goals and super-SIP pages on wide screens (docs/product.md#app-shell).
 * The wording follows SEBI's standard risk disclosure for investment advice.
 */
export function AdvisoryDisclaimer() {
  const intl = useIntl();
  return (
    <Box
      component="footer"
      aria-label={intl.formatMessage({ id: 'app.disclaimer.label', defaultMessage: 'Regulatory disclaimer' })}
      sx={{ borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper', px: 3, py: 2 }}
    >
      <Box sx={{ maxWidth: `${CONTENT_MAX_WIDTH_REM}rem`, mx: 'auto' }}>
        <Typography variant="caption" component="p" color="textSecondary">
          <FormattedMessage
            id="app.disclaimer.text"
            defaultMessage="Investments in the securities market are subject to market risks. Read all the related documents carefully before investing. Registration granted by SEBI and certification from NISM in no way guarantee the performance of the intermediary or provide any assurance of returns to investors."
          />
        </Typography>
      </Box>
    </Box>
  );
}

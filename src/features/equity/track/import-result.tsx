import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';

import type { BrokerImport } from '@/api/schemas/stocks-widget-import';
import { EQUITY_QUERY_KEYS } from '@/domain/portfolio/equity-query';

/** What an import added, with the ways to see it: the broker's own page and All holdings. */
export function ImportResult({ result }: { result: BrokerImport }) {
  const intl = useIntl();
  const values = {
    count: result.holdings_count,
    broker: <span translate="no">{result.broker_name}</span>,
  };
  const text = result.already_imported
    ? intl.formatMessage(
        {
          id: 'equity.import.alreadyImported',
          defaultMessage:
            'This statement was imported before: its {count, plural, one {# holding} other {# holdings}} are already in your portfolio. Nothing was added twice.',
        },
        values,
      )
    : result.source === 'CAS'
      ? intl.formatMessage(
          {
            id: 'equity.import.statementRead',
            defaultMessage:
              'Statement read: {count, plural, one {# holding} other {# holdings}} added to your portfolio.',
          },
          values,
        )
      : intl.formatMessage(
          {
            id: 'equity.import.brokerConnected',
            defaultMessage:
              '{broker} is connected: {count, plural, one {# holding} other {# holdings}} added to your portfolio.',
          },
          values,
        );
  return (
    <Alert severity="success" role="status" sx={{ mt: 2 }}>
      {text}
      <Box sx={{ display: 'flex', gap: 1, mt: 1.5, flexWrap: 'wrap' }}>
        <Button
          component={RouterLink}
          to={`/equity?${EQUITY_QUERY_KEYS.pill}=all-holdings`}
          variant="contained"
          size="small"
        >
          <FormattedMessage id="equity.import.seeAll" defaultMessage="See all holdings" />
        </Button>
        <Button
          component={RouterLink}
          to={`/equity/broker/${result.depository.toLowerCase()}/${encodeURIComponent(result.account_id)}`}
          variant="outlined"
          size="small"
        >
          <FormattedMessage
            id="equity.import.openBroker"
            defaultMessage="Open {broker}"
            values={{ broker: <span translate="no">{result.broker_name}</span> }}
          />
        </Button>
      </Box>
    </Alert>
  );
}

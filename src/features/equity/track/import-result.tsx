import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';

import type { BrokerImport } from '@/api/schemas/stocks-widget';
import { EQUITY_QUERY_KEYS } from '@/domain/portfolio/equity-query';

/** What an import added, with the ways to see it: the broker's own page and All holdings. */
export function ImportResult({ result }: { result: BrokerImport }) {
  const holdings = `${String(result.holdings_count)} holding${result.holdings_count === 1 ? '' : 's'}`;
  const text = result.already_imported
    ? `This statement was imported before: its ${holdings} are already in your portfolio. Nothing was added twice.`
    : result.source === 'CAS'
      ? `Statement read: ${holdings} added to your portfolio.`
      : `${result.broker_name} is connected: ${holdings} added to your portfolio.`;
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
          See all holdings
        </Button>
        <Button
          component={RouterLink}
          to={`/equity/broker/${result.depository.toLowerCase()}/${encodeURIComponent(result.account_id)}`}
          variant="outlined"
          size="small"
        >
          Open {result.broker_name}
        </Button>
      </Box>
    </Alert>
  );
}

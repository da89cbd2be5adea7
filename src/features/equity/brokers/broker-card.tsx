import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';

import type { Broker } from '@/api/schemas/stocks-widget';
import { Amount } from '@/components/amount/amount';
import type { Paise } from '@/domain/money/paise';
import { brokerPath } from '@/domain/navigation/app-paths';
import { Figure } from '@/features/equity/common/figure';
import { ReturnFigures } from '@/features/equity/common/return-figures';
import { useChangeText } from '@/features/equity/common/use-change-text';
import { useFormat } from '@/i18n/use-format';

/**
 * One broker of "Your Brokers": name, depository, value, today's move and P&L; opens its level 2.
 */
export function BrokerCard({ broker }: { broker: Broker }) {
  const intl = useIntl();
  const format = useFormat();
  const changeText = useChangeText();
  const { performance } = broker;
  const headingId = `broker-${broker.account_id}`;
  return (
    // The link is the broker's name, stretched over the card (::after) so the whole card opens it;
    // its name starts with the visible name (speech users say "Zerodha"), then the summary.
    <Card
      component="article"
      aria-labelledby={headingId}
      sx={{
        position: 'relative',
        '&:hover': { bgcolor: 'action.hover' },
        '&:has(a:focus-visible)': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      <Box sx={{ p: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Box
            aria-hidden
            sx={{
              width: 40,
              height: 40,
              borderRadius: 2,
              bgcolor: 'action.hover',
              display: 'grid',
              placeItems: 'center',
              fontWeight: 700,
              color: 'primary.main',
              flexShrink: 0,
            }}
          >
            {broker.broker_name.slice(0, 1)}
          </Box>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography id={headingId} variant="h3" component="h3" noWrap translate="no">
              <Box
                component={RouterLink}
                to={brokerPath(broker.depository, broker.account_id)}
                aria-label={intl.formatMessage(
                  {
                    id: 'equity.brokerCard.linkName',
                    defaultMessage: '{broker}, {depository}: worth {value}, today {change}',
                  },
                  {
                    broker: broker.broker_name,
                    depository: broker.depository,
                    value: format.inr(performance.current_value_paise),
                    change: changeText(performance.day_change_paise, performance.day_change_bps).spoken,
                  },
                )}
                sx={{
                  color: 'inherit',
                  textDecoration: 'none',
                  '&::after': { content: '""', position: 'absolute', inset: 0 },
                  '&:focus-visible': { outline: 'none' },
                }}
              >
                {broker.broker_name}
              </Box>
            </Typography>
            <Typography variant="caption" color="textSecondary" component="p" noWrap>
              <FormattedMessage
                id="equity.brokerCard.caption"
                defaultMessage="Client ID {clientId} · {count, plural, one {# stock} other {# stocks}}"
                values={{
                  clientId: <span translate="no">{broker.client_id}</span>,
                  count: broker.stocks_count,
                }}
              />
            </Typography>
          </Box>
          {/* A chip's look without MUI's Chip (2.5 KB of this first screen): nothing to press. */}
          <Typography
            component="span"
            variant="caption"
            aria-label={intl.formatMessage(
              { id: 'equity.brokerCard.depository', defaultMessage: 'Depository {depository}' },
              { depository: broker.depository },
            )}
            sx={{
              px: 1,
              lineHeight: '22px',
              border: 1,
              borderColor: 'divider',
              borderRadius: '12px',
              fontWeight: 500,
              whiteSpace: 'nowrap',
            }}
          >
            {broker.depository}
          </Typography>
          <ChevronRight aria-hidden color="action" />
        </Box>
        <Box
          component="dl"
          sx={{ m: 0, mt: 1.5, display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 1 }}
        >
          <Figure
            label={intl.formatMessage({ id: 'equity.figures.currentValue', defaultMessage: 'Current value' })}
          >
            <Amount value={performance.current_value_paise as Paise} compact />
          </Figure>
          <ReturnFigures performance={performance} />
        </Box>
      </Box>
    </Card>
  );
}

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';

import { Amount } from '@/components/amount/amount';
import { paise } from '@/domain/money/paise';
import type { RunningSip } from '@/domain/mutual-funds/sips';
import { useFormat } from '@/i18n/use-format';

import { HeadedCard } from './headed-card';
import { FIGURE_ROW } from './list-row';
import { fundPath } from './paths';

/** The SIPs still running, found from the instalments, soonest first; nothing when none runs. */
export function SipList({ sips }: { sips: readonly RunningSip[] }) {
  const { dayMonth } = useFormat();
  if (sips.length === 0) return null;
  return (
    <HeadedCard
      headingId="mf-sips-heading"
      title={<FormattedMessage id="mutualFunds.sips.heading" defaultMessage="Your SIPs" />}
    >
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {sips.map((sip) => (
          <Box component="li" key={`${sip.folioId}|${sip.isin}|${sip.dayOfMonth}`} sx={FIGURE_ROW}>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography
                component={RouterLink}
                to={fundPath(sip.isin)}
                variant="body2"
                translate="no"
                sx={{ fontWeight: 600, color: 'text.primary', display: 'block' }}
              >
                {sip.name}
              </Typography>
              <Typography variant="caption" color="textSecondary">
                <FormattedMessage
                  id="mutualFunds.sips.next"
                  defaultMessage="Next on {day} · {count, plural, one {# instalment} other {# instalments}} so far"
                  values={{ day: dayMonth(sip.nextDay), count: sip.instalments }}
                />
              </Typography>
            </Box>
            <Typography variant="body2" sx={{ fontWeight: 700 }}>
              <FormattedMessage
                id="mutualFunds.sips.amount"
                defaultMessage="{amount} a month"
                values={{ amount: <Amount value={paise(sip.amountPaise)} /> }}
              />
            </Typography>
          </Box>
        ))}
      </Box>
    </HeadedCard>
  );
}

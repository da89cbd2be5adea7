import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';

import { Amount } from '@/components/amount/amount';
import { paise } from '@/domain/money/paise';
import type { FundPortfolioView } from '@/domain/mutual-funds/portfolio';
import { formatBpsPercent } from '@/domain/portfolio/percent-text';

import { categoryText } from './fund-texts';
import { HeadedCard } from './headed-card';

/**
 * Shares of the portfolio's value as a labelled list, each with a bar as long as its share: the
 * figures carry the information, the bars only let the eye compare.
 */
export function ShareList({
  id,
  title,
  shares,
  by,
}: {
  id: string;
  title: string;
  shares: FundPortfolioView['byCategory'];
  /** Categories are worded by us; fund houses are names from the data. */
  by: 'category' | 'amc';
}) {
  const intl = useIntl();
  const headingId = `${id}-heading`;
  return (
    <HeadedCard headingId={headingId} title={title}>
      <Box component="ul" aria-labelledby={headingId} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {shares.map((share) => (
          <Box component="li" key={share.key} sx={{ py: 1 }}>
            <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
              <Typography
                variant="body2"
                sx={{ fontWeight: 600, flex: 1, minWidth: 0 }}
                noWrap
                {...(by === 'amc' ? { translate: 'no' as const } : {})}
              >
                {by === 'category' ? categoryText(intl, share.key) : share.key}
              </Typography>
              <Typography variant="body2" color="textSecondary">
                <Amount value={paise(share.valuePaise)} compact />
              </Typography>
              <Typography
                variant="body2"
                sx={{
                  fontWeight: 700,
                  minWidth: '3.5em',
                  textAlign: 'right',
                  fontVariantNumeric: 'tabular-nums',
                }}
              >
                {formatBpsPercent(share.shareBp)}
              </Typography>
            </Box>
            <Box aria-hidden sx={{ mt: 0.5, height: 6, borderRadius: 3, bgcolor: 'action.hover' }}>
              <Box
                sx={{
                  height: '100%',
                  borderRadius: 3,
                  width: `${share.shareBp / 100}%`,
                  bgcolor: 'primary.main',
                }}
              />
            </Box>
          </Box>
        ))}
      </Box>
    </HeadedCard>
  );
}

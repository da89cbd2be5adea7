import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';

import type { AllocationSlice } from '@/api/schemas/stocks-widget';
import { Amount } from '@/components/amount/amount';
import { ShareDonutChart, sliceColour } from '@/components/spend-charts/lazy-charts';
import type { Paise } from '@/domain/money/paise';
import { formatBpsPercent } from '@/domain/portfolio/percent-text';
import { dataProps, useEquityLabels } from '@/features/equity/common/labels';

/**
 * One allocation (market cap, sector or broker): a donut and, beside it, the legend as a labelled
 * list with each group's share, value and number of stocks, which carries all the information.
 */
export function AllocationSection({
  id,
  title,
  by,
  slices,
}: {
  id: string;
  title: string;
  /** What the slices are: market-cap buckets and sectors are worded by us, broker names are data. */
  by: 'market_cap' | 'sector' | 'broker';
  slices: readonly AllocationSlice[];
}) {
  const intl = useIntl();
  const labels = useEquityLabels();
  const labelled = slices.map((slice) => ({ slice, label: labels.group(by, slice.key, slice.label) }));
  const headingId = `${id}-heading`;
  return (
    <Card component="section" aria-labelledby={headingId} sx={{ p: 2, mb: 2 }}>
      <Typography id={headingId} variant="h3" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, alignItems: 'center', gap: 2 }}>
        <Box sx={{ width: 180, height: 180, flexShrink: 0 }} data-testid={`${id}-chart`}>
          {/* Slices are shares in basis points, which sum to exactly 10000. */}
          <ShareDonutChart
            label={intl.formatMessage(
              { id: 'equity.allocation.chart', defaultMessage: '{title} chart' },
              { title },
            )}
            height={180}
            slices={labelled.map(({ slice, label }) => ({
              key: slice.key,
              label: label.text,
              value: slice.share_bps,
            }))}
            formatValue={formatBpsPercent}
          />
        </Box>
        <Box
          component="ul"
          aria-label={intl.formatMessage(
            { id: 'equity.allocation.legend', defaultMessage: '{title} by share' },
            { title },
          )}
          sx={{ listStyle: 'none', p: 0, m: 0, width: '100%' }}
        >
          {labelled.map(({ slice, label }, index) => (
            <Box
              component="li"
              key={slice.key}
              sx={{
                display: 'grid',
                gridTemplateColumns: '12px minmax(0, 1fr) auto auto',
                alignItems: 'center',
                columnGap: 1,
                py: 0.75,
                borderBottom: 1,
                borderColor: 'divider',
                '&:last-of-type': { borderBottom: 0 },
              }}
            >
              <Box
                aria-hidden
                sx={{ width: 12, height: 12, borderRadius: '3px', bgcolor: sliceColour(index) }}
              />
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="body2" noWrap sx={{ fontWeight: 600 }} {...dataProps(label)}>
                  {label.text}
                </Typography>
                <Typography variant="caption" color="textSecondary">
                  <FormattedMessage
                    id="equity.allocation.stocks"
                    defaultMessage="{count, plural, one {# stock} other {# stocks}}"
                    values={{ count: slice.stocks_count }}
                  />
                </Typography>
              </Box>
              <Typography variant="body2" color="textSecondary" sx={{ textAlign: 'right' }}>
                <Amount value={slice.performance.current_value_paise as Paise} compact />
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
                {formatBpsPercent(slice.share_bps)}
              </Typography>
            </Box>
          ))}
        </Box>
      </Box>
    </Card>
  );
}

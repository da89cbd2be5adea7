import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';

import { Amount } from '@/components/amount/amount';
import { ProgressBar } from '@/components/feedback/progress-bar';
import { sliceColour } from '@/components/spend-charts/palette';
import { paise } from '@/domain/money/paise';

import type { SpendSlice } from './spend-chart';

/** The figures behind a chart: each row's amount and share of the total, readable without the chart. */
export function ShareList({
  label,
  rows,
  total,
  showSwatch = false,
  dataLabels = false,
}: {
  label: string;
  rows: SpendSlice[];
  total: number;
  showSwatch?: boolean;
  /** The labels are data (card names): kept as sent in every language. */
  dataLabels?: boolean;
}) {
  const intl = useIntl();
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
      {rows.map((row, i) => {
        const share = total > 0 ? (row.paise * 100) / total : 0;
        return (
          <Box component="li" key={row.id} sx={{ py: 1 }}>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              {showSwatch && (
                <Box
                  aria-hidden
                  sx={{
                    width: 10,
                    height: 10,
                    borderRadius: '3px',
                    bgcolor: sliceColour(i),
                    flexShrink: 0,
                  }}
                />
              )}
              <Typography
                variant="body2"
                sx={{ flex: 1, minWidth: 0 }}
                noWrap
                {...(dataLabels ? { translate: 'no' as const } : {})}
              >
                {row.label}
              </Typography>
              <Typography
                variant="body2"
                color="textSecondary"
                className="tabular-nums"
                sx={{ fontVariantNumeric: 'tabular-nums' }}
              >
                {intl.formatNumber(share / 100, {
                  style: 'percent',
                  minimumFractionDigits: share < 10 ? 1 : 0,
                  maximumFractionDigits: share < 10 ? 1 : 0,
                })}
              </Typography>
              <Typography variant="body2" sx={{ fontWeight: 600, minWidth: 96, textAlign: 'right' }}>
                <Amount value={paise(row.paise)} />
              </Typography>
            </Box>
            <ProgressBar value={share} aria-hidden sx={{ mt: 0.5 }} />
          </Box>
        );
      })}
    </Box>
  );
}

import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';

import { formatInr } from '@/domain/money/format-indian';
import { paise } from '@/domain/money/paise';

export type SpendSlice = { id: string; label: string; paise: number };

const rupeesText = (value: number | null) =>
  value === null ? '' : formatInr(paise(value * 100), { compact: true });

/**
 * Spend per month as bars (loaded as its own chunk: @mui/x-charts is heavy). Decorative for
 * assistive tech: the list under it carries the figures. Categories are the app's one donut.
 */
export default function MonthSpendBars({ slices }: { slices: SpendSlice[] }) {
  const theme = useTheme();
  return (
    <Box aria-hidden sx={{ width: '100%', height: 220 }}>
      <BarChart
        height={220}
        hideLegend
        skipAnimation
        margin={{ left: 8, right: 8, top: 16, bottom: 8 }}
        xAxis={[{ scaleType: 'band', data: slices.map((s) => s.label) }]}
        yAxis={[{ valueFormatter: (v: number) => rupeesText(v), width: 56 }]}
        series={[
          {
            data: slices.map((s) => s.paise / 100),
            color: theme.palette.primary.main,
            valueFormatter: rupeesText,
          },
        ]}
      />
    </Box>
  );
}

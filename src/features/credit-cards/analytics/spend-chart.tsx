import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { PieChart } from '@mui/x-charts/PieChart';

import { formatInr } from '@/domain/money/format-indian';
import { paise } from '@/domain/money/paise';

export type SpendSlice = { id: string; label: string; paise: number };

const rupeesText = (value: number | null) =>
  value === null ? '' : formatInr(paise(value * 100), { compact: true });

/**
 * The picture of the spend (loaded as its own chunk: @mui/x-charts is heavy). Categories are a
 * donut, months are bars. Assistive tech gets one named image with a one-line summary (the largest
 * slices); the list under it carries every figure. No keyboard stop of its own for the same reason.
 */
export default function SpendChart({ kind, slices }: { kind: 'category' | 'month'; slices: SpendSlice[] }) {
  const theme = useTheme();
  const palette = [
    theme.palette.primary.main,
    theme.palette.secondary.main,
    '#2f6fb0',
    '#c0504d',
    '#7a5195',
    '#ef8a17',
    '#3f9c7a',
    '#8c8c8c',
  ];
  return (
    <Box role="img" aria-label={chartSummary(kind, slices)} sx={{ width: '100%', height: 220 }}>
      {kind === 'month' ? (
        <BarChart
          height={220}
          hideLegend
          skipAnimation
          disableKeyboardNavigation
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
      ) : (
        <PieChart
          height={220}
          hideLegend
          skipAnimation
          disableKeyboardNavigation
          colors={palette}
          series={[
            {
              data: slices.map((s) => ({ id: s.id, value: s.paise / 100, label: s.label })),
              innerRadius: 60,
              paddingAngle: 1.5,
              cornerRadius: 4,
              valueFormatter: (item) => rupeesText(item.value),
            },
          ]}
        />
      )}
    </Box>
  );
}

/** "Spend by category: Shopping ₹12K, Food ₹8K, Travel ₹4K and 3 more." */
function chartSummary(kind: 'category' | 'month', slices: readonly SpendSlice[]): string {
  const title = kind === 'month' ? 'Spend by month' : 'Spend by category';
  if (slices.length === 0) return `${title}: nothing spent`;
  const largest = kind === 'month' ? slices : [...slices].sort((a, b) => b.paise - a.paise);
  const named = largest.slice(0, SUMMARY_ITEMS).map((s) => `${s.label} ${rupeesText(s.paise / 100)}`);
  const rest = slices.length - named.length;
  return `${title}: ${named.join(', ')}${rest > 0 ? ` and ${rest} more` : ''}`;
}

const SUMMARY_ITEMS = 6;

/** The palette the legend list uses, in the same order as the donut. */
export const SLICE_COLOURS_COUNT = 8;

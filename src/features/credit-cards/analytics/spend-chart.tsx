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
 * donut, months are bars. It is decorative for assistive tech: the list under it carries the figures.
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
    <Box aria-hidden sx={{ width: '100%', height: 220 }}>
      {kind === 'month' ? (
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
      ) : (
        <PieChart
          height={220}
          hideLegend
          skipAnimation
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

/** The palette the legend list uses, in the same order as the donut. */
export const SLICE_COLOURS_COUNT = 8;

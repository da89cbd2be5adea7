import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';

import { paise } from '@/domain/money/paise';
import { useFormat } from '@/i18n/use-format';

type TrendLinePoint = { label: string; value: number };

export type TrendLineProps = {
  points: readonly TrendLinePoint[];
  /** The chart's accessible name: what it shows, e.g. "Net worth at each month-end, Dec 2025 to now". */
  label: string;
  /** What one value is, for the tooltip: "Net worth". */
  series: string;
  height: number;
};

/**
 * Money over time as one line with a soft area under it (@mui/x-charts, loaded on demand). One
 * image to assistive tech, named for what it shows; the caller writes the trend out in words.
 */
export default function TrendLine({ points, label, series, height }: TrendLineProps) {
  const theme = useTheme();
  const { inr } = useFormat();
  const compact = (value: number | null) =>
    value === null ? '' : inr(paise(value), { compact: true, decimals: 1 });
  const full = (value: number | null) => (value === null ? '' : inr(paise(value)));
  return (
    <Box role="img" aria-label={label} sx={{ width: '100%', height }}>
      <LineChart
        height={height}
        series={[
          {
            id: 'value',
            label: series,
            data: points.map((p) => p.value),
            valueFormatter: full,
            color: theme.palette.primary.main,
            area: true,
            showMark: false,
            curve: 'monotoneX',
          },
        ]}
        xAxis={[{ scaleType: 'point', data: points.map((p) => p.label) }]}
        yAxis={[{ valueFormatter: compact, width: 56 }]}
        grid={{ horizontal: true }}
        hideLegend
        margin={{ left: 0, right: 20, top: 12, bottom: 0 }}
        sx={{ '& .MuiLineChart-area': { fillOpacity: 0.14 } }}
      />
    </Box>
  );
}

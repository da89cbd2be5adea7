import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

import { paise } from '@/domain/money/paise';
import { useFormat } from '@/i18n/use-format';

type TrendLinePoint = { label: string; value: number };

export type TrendLineProps = {
  points: readonly TrendLinePoint[];
  /** The chart's accessible name: what it shows, e.g. "Net worth at each month-end, Dec 2025 to now". */
  label: string;
  /** What one value is, for the tooltip: "Net worth". */
  series: string;
  /** The whole block's height, the labels under the line included. */
  height: number;
};

/** The row of the first and last labels under the line. */
const LABELS_HEIGHT = 20;

/**
 * Money over time as one line with a soft area under it, for a summary card: x-charts' sparkline,
 * without axes, from zero so a change keeps its true size, the first and last month written under
 * it, and each point's month and amount on touch. The caller writes the trend out in words above.
 *
 * Not the full line chart: its axes and plugins cost a mid-range phone about half a second of main
 * thread on the first screens that show a trend (home, equity), measured in
 * docs/decisions/0014-first-screen-speed.md (eighteenth pass). One image to assistive tech, named for
 * what it shows.
 */
export default function TrendLine({ points, label, series, height }: TrendLineProps) {
  const theme = useTheme();
  const { inr } = useFormat();
  const values = points.map((p) => p.value);
  const labels = points.map((p) => p.label);
  const full = (value: number | null) => (value === null ? '' : `${series}: ${inr(paise(value))}`);
  return (
    <Box role="img" aria-label={label} sx={{ width: '100%', height }}>
      <SparkLineChart
        height={height - LABELS_HEIGHT}
        data={values}
        xAxis={{ scaleType: 'point', data: labels }}
        yAxis={{ min: Math.min(0, ...values), domainLimit: 'strict' }}
        valueFormatter={full}
        color={theme.palette.primary.main}
        area
        curve="monotoneX"
        showTooltip
        showHighlight
        margin={{ top: 8, right: 4, bottom: 2, left: 4 }}
        sx={{ '& .MuiLineChart-area': { fillOpacity: 0.14 } }}
      />
      <Box
        aria-hidden
        sx={{ display: 'flex', justifyContent: 'space-between', height: LABELS_HEIGHT, px: 0.5 }}
      >
        <Typography variant="caption" color="textSecondary">
          {labels[0]}
        </Typography>
        <Typography variant="caption" color="textSecondary">
          {labels[labels.length - 1]}
        </Typography>
      </Box>
    </Box>
  );
}

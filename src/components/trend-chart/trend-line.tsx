import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { alpha, useTheme } from '@mui/material/styles';
import { type PointerEvent, useMemo, useState } from 'react';
import { FormattedMessage } from 'react-intl';

import { paise } from '@/domain/money/paise';
import { useFormat } from '@/i18n/use-format';

import { TREND_SPAN, trendShape } from './trend-shape';

export type TrendLineProps = {
  points: readonly { label: string; value: number }[];
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
 * Money over time as one line with a soft area under it, for a summary card: from zero (or the
 * lowest value, if below zero) so a change keeps its true size, the first and last labels written
 * under it, and the month and amount under a finger or the pointer. The caller writes the trend
 * out in words above; to assistive tech the whole is one image, named for what it shows.
 *
 * An SVG of two paths (d3-shape's monotone curve) stretched to the box, not a chart library: the
 * card needs no axes, and x-charts' sparkline cost a mid-range phone about half a second of main
 * thread to mount on home and equity (docs/decisions/0014-first-screen-speed.md, nineteenth pass).
 * Nothing is measured while drawing: the marker and the tooltip are placed in percentages.
 */
export default function TrendLine({ points, label, series, height }: TrendLineProps) {
  const theme = useTheme();
  const { inr } = useFormat();
  const [active, setActive] = useState<number | null>(null);
  const chartHeight = height - LABELS_HEIGHT;
  const shape = useMemo(() => trendShape(points, chartHeight), [points, chartHeight]);
  const color = theme.palette.primary.main;
  const at = active === null ? undefined : shape.at[active];
  const point = active === null ? undefined : points[active];

  const follow = (event: PointerEvent<HTMLElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width === 0 || points.length === 0) return;
    const share = (event.clientX - box.left) / box.width;
    setActive(Math.min(points.length - 1, Math.max(0, Math.round(share * (points.length - 1)))));
  };

  return (
    <Box
      role="img"
      aria-label={label}
      onPointerDown={follow}
      onPointerMove={follow}
      onPointerLeave={() => setActive(null)}
      onPointerCancel={() => setActive(null)}
      sx={{ position: 'relative', width: '100%', height, touchAction: 'pan-y', userSelect: 'none' }}
    >
      <svg
        width="100%"
        height={chartHeight}
        viewBox={`0 0 ${TREND_SPAN} ${TREND_SPAN}`}
        preserveAspectRatio="none"
        aria-hidden
        style={{ display: 'block', overflow: 'visible' }}
      >
        <path d={shape.area} fill={alpha(color, 0.14)} />
        <path
          d={shape.line}
          fill="none"
          stroke={color}
          strokeWidth={2}
          strokeLinejoin="round"
          vectorEffect="non-scaling-stroke"
        />
      </svg>
      {at !== undefined && point !== undefined && (
        <>
          <Box
            aria-hidden
            sx={{
              position: 'absolute',
              left: `${at.x}%`,
              top: 0,
              height: chartHeight,
              borderLeft: 1,
              borderColor: 'divider',
            }}
          />
          <Box
            aria-hidden
            sx={{
              position: 'absolute',
              left: `${at.x}%`,
              top: `${(at.y / TREND_SPAN) * chartHeight}px`,
              width: 10,
              height: 10,
              borderRadius: '50%',
              bgcolor: color,
              border: 2,
              borderColor: 'background.paper',
              transform: 'translate(-50%, -50%)',
            }}
          />
          <Box
            aria-hidden
            sx={{
              position: 'absolute',
              left: `${at.x}%`,
              // Slid left by the same share, so the box stays inside the card at both ends; in
              // the chart's half away from the point, so it never hides it.
              transform: `translateX(-${at.x}%)`,
              ...(at.y < TREND_SPAN / 2 ? { bottom: LABELS_HEIGHT } : { top: 0 }),
              px: 1,
              py: 0.5,
              borderRadius: 1,
              bgcolor: 'background.paper',
              boxShadow: 2,
              whiteSpace: 'nowrap',
              pointerEvents: 'none',
            }}
          >
            <Typography variant="caption" component="p" color="textSecondary">
              {point.label}
            </Typography>
            <Typography variant="body2" component="p" sx={{ fontVariantNumeric: 'tabular-nums' }}>
              <FormattedMessage
                id="components.chart.pointValue"
                defaultMessage="{series}: {amount}"
                values={{ series, amount: inr(paise(point.value)) }}
              />
            </Typography>
          </Box>
        </>
      )}
      <Box
        aria-hidden
        sx={{ display: 'flex', justifyContent: 'space-between', height: LABELS_HEIGHT, px: 0.5 }}
      >
        <Typography variant="caption" color="textSecondary">
          {points[0]?.label}
        </Typography>
        <Typography variant="caption" color="textSecondary">
          {points[points.length - 1]?.label}
        </Typography>
      </Box>
    </Box>
  );
}

import Box from '@mui/material/Box';
import { PieChart } from '@mui/x-charts/PieChart';

import { useReducedMotion } from '@/components/a11y/use-reduced-motion';

import { sliceColour } from './palette';

/** One slice: its value in any unit (paise, basis points), which `formatValue` writes out. */
type DonutSlice = { key: string; label: string; value: number };

export type ShareDonutProps = {
  slices: readonly DonutSlice[];
  /** Read by screen readers instead of the drawing. */
  label: string;
  /** The value in the tooltip: `formatInr` for money, a percent for shares. */
  formatValue: (value: number) => string;
  height?: number;
};

/**
 * The app's one donut: shares of a whole (@mui/x-charts, loaded on demand), coloured in legend order
 * from the one slice palette. No legend of its own: the caller writes the names, amounts and shares
 * beside it with the same `sliceColour` swatches.
 */
export default function ShareDonut({ slices, label, formatValue, height = 200 }: ShareDonutProps) {
  const reducedMotion = useReducedMotion();
  return (
    <Box role="img" aria-label={label} sx={{ width: '100%', display: 'flex', justifyContent: 'center' }}>
      <PieChart
        height={height}
        width={height}
        hideLegend
        skipAnimation={reducedMotion}
        // One image to assistive tech, its figures written beside it: no keyboard stop inside.
        disableKeyboardNavigation
        margin={{ top: 0, bottom: 0, left: 0, right: 0 }}
        series={[
          {
            innerRadius: '58%',
            paddingAngle: 1.5,
            cornerRadius: 3,
            valueFormatter: (item) => formatValue(item.value),
            data: slices.map((slice, index) => ({
              id: slice.key,
              value: slice.value,
              label: slice.label,
              color: sliceColour(index),
            })),
          },
        ]}
      />
    </Box>
  );
}

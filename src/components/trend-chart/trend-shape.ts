import { area, curveMonotoneX, line } from 'd3-shape';

/** The drawing's own units: 0 to 100 on both axes, stretched to the box by the SVG. */
export const TREND_SPAN = 100;
/** Room above the highest point and below the lowest, in px, so the line's stroke is not cut. */
const PAD_TOP = 8;
const PAD_BOTTOM = 2;

type TrendShape = {
  line: string;
  area: string;
  /** Each point's place in the drawing's units (0 to 100 across and down). */
  at: readonly { x: number; y: number }[];
};

/**
 * The line and the area under it in the drawing's units: the points spread evenly across, the
 * values from the floor (zero, or the lowest value below it) at the bottom to the highest at the
 * top, inside the padding.
 */
export function trendShape(points: readonly { value: number }[], chartHeight: number): TrendShape {
  const values = points.map((p) => p.value);
  const floor = Math.min(0, ...values);
  const top = Math.max(floor, ...values);
  const range = top - floor || 1;
  const padTop = (PAD_TOP / chartHeight) * TREND_SPAN;
  const padBottom = (PAD_BOTTOM / chartHeight) * TREND_SPAN;
  const bottom = TREND_SPAN - padBottom;
  const at = values.map((value, index) => ({
    x: values.length > 1 ? (index / (values.length - 1)) * TREND_SPAN : TREND_SPAN / 2,
    y: bottom - ((value - floor) / range) * (bottom - padTop),
  }));
  const toLine = line<{ x: number; y: number }>()
    .x((p) => p.x)
    .y((p) => p.y)
    .curve(curveMonotoneX);
  const toArea = area<{ x: number; y: number }>()
    .x((p) => p.x)
    .y0(bottom)
    .y1((p) => p.y)
    .curve(curveMonotoneX);
  return { line: toLine(at) ?? '', area: toArea(at) ?? '', at };
}

/**
 * Slice colours for breakdown charts and their legends, in order of size: distinct hues that keep
 * 3:1 against white and against each other's neighbours, so the legend swatch can name a slice.
 * Past the last colour, slices reuse the palette; the legend always writes the name and figure too.
 */
const SLICE_COLOURS = [
  '#1f6f54',
  '#e08a00',
  '#3f51b5',
  '#c2185b',
  '#00838f',
  '#7b5e00',
  '#6a1b9a',
  '#d84315',
  '#2e7d32',
  '#546e7a',
] as const;

export function sliceColour(index: number): string {
  return SLICE_COLOURS[index % SLICE_COLOURS.length] ?? '#546e7a';
}

/** Money in and money out in the flow charts. */
export const MONEY_IN_COLOUR = '#2e7d32';
export const MONEY_OUT_COLOUR = '#e08a00';

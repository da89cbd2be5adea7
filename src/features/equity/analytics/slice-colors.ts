/**
 * Slice colours of the allocation charts, in order: distinct in hue and lightness so neighbours
 * stay apart for colour-blind eyes too. The legend names every slice, so colour is never the only cue.
 */
export const SLICE_COLORS = [
  '#1f6f54',
  '#f5a623',
  '#3b6fd8',
  '#c0392b',
  '#8e44ad',
  '#16a3b8',
  '#7f8c2d',
  '#e67e22',
  '#5d6d7e',
  '#d35492',
  '#2e4053',
  '#a0522d',
] as const;

export function sliceColor(index: number): string {
  return SLICE_COLORS[index % SLICE_COLORS.length] ?? '#5d6d7e';
}

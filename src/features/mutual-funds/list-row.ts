/** A row of the area's lists: a rule between rows, none above the first. */
export const DIVIDED_ROW = {
  borderTop: 1,
  borderColor: 'divider',
  '&:first-of-type': { borderTop: 0 },
} as const;

/** A divided row with its text on the left and its figure on the right. */
export const FIGURE_ROW = { ...DIVIDED_ROW, display: 'flex', gap: 1, py: 1 } as const;

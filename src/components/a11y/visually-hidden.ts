/**
 * Styles for text read by screen readers but not drawn (e.g. "account ending 4 8 2 1"). Sizes are
 * strings: in MUI's `sx` a bare 1 means 100 %, which made the hidden box as wide as its container
 * and pushed narrow pages into sideways scrolling.
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/**
 * A small icon in a 36 px circle at the start of a row (an alert's kind, money in or out). Hidden
 * from screen readers: the row's words say the same.
 */
export function RoundIconBadge({
  color,
  bgcolor = 'action.hover',
  children,
}: {
  /** The icon's colour, a theme path such as `success.main`. */
  color: string;
  /** The circle's fill. */
  bgcolor?: string;
  children: ReactNode;
}) {
  return (
    <Box
      aria-hidden
      sx={{
        width: 36,
        height: 36,
        borderRadius: '50%',
        display: 'grid',
        placeItems: 'center',
        flexShrink: 0,
        color,
        bgcolor,
      }}
    >
      {children}
    </Box>
  );
}

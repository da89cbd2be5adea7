import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/**
 * The round tile that holds a row's icon at the start of an alert or a transaction. Its tint says
 * what kind of row it is; it is hidden from screen readers, since the row says the same in words.
 */
export function IconBadge({
  color,
  bgcolor = 'action.hover',
  children,
}: {
  /** The icon's colour, a theme path such as `success.main`. */
  color: string;
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

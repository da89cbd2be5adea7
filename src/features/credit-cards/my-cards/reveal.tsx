import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import type { ReactNode } from 'react';

const appear = keyframes`
  from { opacity: 0; transform: translateY(-4px); }
  to { opacity: 1; transform: none; }
`;

/**
 * What a card's "show" button reveals (past statements, a statement's transactions): mounted only
 * while shown, and easing in as it appears. MUI's Collapse, with the transition library under it,
 * cost the cards' first screen 2.7 KB gzip for an animated height. With less motion asked for, the
 * theme's base styles end the animation at once.
 */
export function Reveal({ shown, id, children }: { shown: boolean; id?: string; children: ReactNode }) {
  if (!shown) return null;
  return (
    <Box id={id} sx={{ animation: `${appear} 200ms ease-out` }}>
      {children}
    </Box>
  );
}

import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

import { visuallyHidden } from '@/components/a11y/visually-hidden';

/**
 * An accessible name kept in hidden text instead of `aria-label`, for names that hold data (a
 * bank's name): the control points at it with `aria-labelledby`, and the name's data part can be
 * marked `translate="no"`, which an attribute cannot.
 */
export function HiddenLabel({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Box component="span" id={id} sx={visuallyHidden}>
      {children}
    </Box>
  );
}

import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';

/** Cards one under another as a named list, without the list's bullets and indent. */
export function CardList({
  component,
  label,
  spacing,
  children,
}: {
  component: 'ol' | 'ul';
  label: string;
  spacing: number;
  children: ReactNode;
}) {
  return (
    <Stack component={component} aria-label={label} spacing={spacing} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {children}
    </Stack>
  );
}

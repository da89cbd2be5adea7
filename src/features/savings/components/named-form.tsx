import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

/**
 * A form with a name of its own (for assistive technology) whose submit is handled here, without
 * the page load a form's submit would otherwise start.
 */
export function NamedForm({
  label,
  onSubmit,
  sx,
  children,
}: {
  label: string;
  onSubmit: () => void;
  sx: SxProps<Theme>;
  children: ReactNode;
}) {
  return (
    <Box
      component="form"
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      sx={sx}
    >
      {children}
    </Box>
  );
}

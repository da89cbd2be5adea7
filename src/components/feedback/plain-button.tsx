import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

type PlainButtonProps = {
  variant: 'contained' | 'outlined';
  children: ReactNode;
} & ({ onClick: () => void; href?: never } | { href: string; onClick?: never });

const base = {
  typography: 'button',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 64,
  // MUI's Button's own padding, less its 1 px border.
  px: '15px',
  py: '5px',
  border: '1px solid',
  borderRadius: '12px',
  cursor: 'pointer',
  textDecoration: 'none',
  transition: 'background-color 250ms',
  '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
} as const;

const looks = {
  contained: {
    ...base,
    color: 'primary.contrastText',
    bgcolor: 'primary.main',
    borderColor: 'primary.main',
    '&:hover': { bgcolor: 'primary.dark', borderColor: 'primary.dark' },
  },
  outlined: {
    ...base,
    color: 'primary.main',
    bgcolor: 'transparent',
    borderColor: 'color-mix(in srgb, currentColor 50%, transparent)',
    '&:hover': { bgcolor: 'action.hover', borderColor: 'currentColor' },
  },
} as const;

/**
 * A button drawn like MUI's contained or outlined Button, without its ripple machinery (ButtonBase,
 * TouchRipple and the spinner of its loading state, about 6 KB gzip). Only for what the entry
 * itself shows, the error screen: every other screen uses MUI's Button.
 */
export function PlainButton({ variant, children, onClick, href }: PlainButtonProps) {
  return href === undefined ? (
    <Box component="button" type="button" onClick={onClick} sx={looks[variant]}>
      {children}
    </Box>
  ) : (
    <Box component="a" href={href} sx={looks[variant]}>
      {children}
    </Box>
  );
}

import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

type PlainButtonProps = {
  variant: 'contained' | 'outlined';
  /** The palette colour it is drawn in. */
  tone?: 'primary' | 'secondary';
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

const looks = (tone: 'primary' | 'secondary') => ({
  contained: {
    ...base,
    color: `${tone}.contrastText`,
    bgcolor: `${tone}.main`,
    borderColor: `${tone}.main`,
    '&:hover': { bgcolor: `${tone}.dark`, borderColor: `${tone}.dark` },
  },
  outlined: {
    ...base,
    color: `${tone}.main`,
    bgcolor: 'transparent',
    borderColor: 'color-mix(in srgb, currentColor 50%, transparent)',
    '&:hover': { bgcolor: 'action.hover', borderColor: 'currentColor' },
  },
});

/**
 * A button drawn like MUI's contained or outlined Button, without its ripple machinery (ButtonBase,
 * TouchRipple and the spinner of its loading state, about 6 KB gzip). For what the entry itself
 * shows (the error screen) and what home's first screenful shows only when something failed or
 * nobody is signed in: every other screen uses MUI's Button.
 */
export function PlainButton({ variant, tone = 'primary', children, onClick, href }: PlainButtonProps) {
  const sx = looks(tone)[variant];
  return href === undefined ? (
    <Box component="button" type="button" onClick={onClick} sx={sx}>
      {children}
    </Box>
  ) : (
    <Box component="a" href={href} sx={sx}>
      {children}
    </Box>
  );
}

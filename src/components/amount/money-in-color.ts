import type { Theme } from '@mui/material/styles';

/**
 * The text colour of money coming in. The dark theme's `success.main` is made for white text on it
 * (the toast), and as text on a dark card it falls short of 4.5:1; its light shade reads there.
 */
export function moneyInColor(theme: Theme): string {
  return theme.palette.mode === 'dark' ? theme.palette.success.light : theme.palette.success.main;
}

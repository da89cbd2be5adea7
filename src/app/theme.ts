import { createTheme, type Theme } from '@mui/material/styles';

import { DEVANAGARI_FAMILY } from './devanagari-font';

/**
 * Kosh's look: a calm deep green (trust, money) with a saffron-gold accent, roomy cards, system
 * fonts (no web-font download on a slow network; Devanagari only where the system lacks it), and tabular figures wherever amounts line up.
 */
const brand = { green: '#0b3d2e', greenLight: '#1f6f54', gold: '#f5c451', mint: '#9fd8bf' };

export function createAppTheme(mode: 'light' | 'dark'): Theme {
  const dark = mode === 'dark';
  return createTheme({
    palette: {
      mode,
      primary: { main: dark ? brand.mint : brand.green, contrastText: dark ? '#06140f' : '#ffffff' },
      secondary: { main: brand.gold, contrastText: '#2b1d00' },
      // Toast colours of docs/product.md#toast-banner: success dark green, error red, warning orange.
      success: {
        main: dark ? '#2e7d32' : '#1b5e20',
        light: dark ? '#81c784' : '#4c8c4a',
        contrastText: '#ffffff',
      },
      error: { main: dark ? '#f28b82' : '#c62828' },
      warning: { main: '#e65100', contrastText: '#ffffff' },
      background: dark ? { default: '#0d1512', paper: '#15201b' } : { default: '#f6f7f9', paper: '#ffffff' },
      text: dark
        ? { primary: '#e8efeb', secondary: '#a9b8b0' }
        : { primary: '#14201b', secondary: '#55625c' },
      divider: dark ? 'rgba(255,255,255,0.10)' : 'rgba(20,32,27,0.10)',
    },
    shape: { borderRadius: 14 },
    typography: {
      fontFamily: `${DEVANAGARI_FAMILY}, system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif`,
      h1: { fontSize: '1.75rem', fontWeight: 700, letterSpacing: '-0.01em' },
      h2: { fontSize: '1.25rem', fontWeight: 700 },
      h3: { fontSize: '1.05rem', fontWeight: 650 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      MuiCssBaseline: {
        styleOverrides: {
          body: { WebkitTapHighlightColor: 'transparent' },
          // Amounts use tabular figures through <Amount>; this class is its hook.
          '.tabular-nums': { fontVariantNumeric: 'tabular-nums lining-nums' },
          // Keyboard users can jump past the navigation; the link shows only when focused.
          '.skip-link': {
            position: 'absolute',
            left: -9999,
            top: 8,
            zIndex: 2000,
            padding: '8px 12px',
            borderRadius: 8,
          },
          // Less motion when the system asks for it (WCAG 2.3.3): transitions and animations end at
          // once. Charts and the toast also skip theirs in JS (useReducedMotion).
          '@media (prefers-reduced-motion: reduce)': {
            '*, *::before, *::after': {
              animationDuration: '0.01ms !important',
              animationIterationCount: '1 !important',
              transitionDuration: '0.01ms !important',
              scrollBehavior: 'auto !important',
            },
          },
          '.skip-link:focus': { left: 8, background: dark ? '#15201b' : '#ffffff', color: 'inherit' },
        },
      },
      MuiCard: {
        defaultProps: { elevation: 0 },
        styleOverrides: {
          root: { border: `1px solid ${dark ? 'rgba(255,255,255,0.08)' : 'rgba(20,32,27,0.08)'}` },
        },
      },
      // Unselected toggles: MUI's default (action.active) falls under 4.5:1 on some surfaces.
      MuiToggleButton: { styleOverrides: { root: { color: dark ? '#a9b8b0' : '#55625c' } } },
      MuiButton: { defaultProps: { disableElevation: true }, styleOverrides: { root: { borderRadius: 12 } } },
    },
  });
}

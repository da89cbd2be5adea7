import useMediaQuery from '@mui/material/useMediaQuery';

/** The system asks for less motion: skip slides and chart animations (WCAG 2.3.3). */
export function useReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
}

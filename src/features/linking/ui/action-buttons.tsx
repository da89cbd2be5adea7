import Button, { type ButtonProps } from '@mui/material/Button';

/** The main action of a linking screen's footer or of a sheet: the one filled, large button. */
export function MainAction(props: Omit<ButtonProps, 'variant' | 'size'>) {
  return <Button variant="contained" size="large" {...props} />;
}

/**
 * The way out beside a main action (keep, exit, deny): as large, but quiet. Outlined where the way out
 * is itself a decision (denying the consent).
 */
export function OtherAction(
  props: Omit<ButtonProps, 'variant' | 'size'> & { variant?: 'text' | 'outlined' },
) {
  return <Button variant="text" size="large" color="inherit" {...props} />;
}

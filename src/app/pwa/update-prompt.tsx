import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';

/**
 * "New version available – Reload" (docs/pwa.md#registration-and-updates). Offered, never forced: the
 * customer decides.
 */
export function UpdatePrompt({ apply }: { apply: () => void }) {
  return (
    <Snackbar
      open
      message="New version available"
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      action={
        <Button color="secondary" size="small" onClick={apply}>
          Reload
        </Button>
      }
    />
  );
}

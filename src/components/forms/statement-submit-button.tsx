import Button from '@mui/material/Button';

/**
 * The submit button at the end of a statement's upload form: full width, worded `busyLabel` and
 * disabled while the statement is being read, so a second tap sends nothing.
 */
export function StatementSubmitButton({
  busy,
  label,
  busyLabel,
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
}) {
  return (
    <Button type="submit" variant="contained" size="large" fullWidth disabled={busy} sx={{ mt: 1 }}>
      {busy ? busyLabel : label}
    </Button>
  );
}

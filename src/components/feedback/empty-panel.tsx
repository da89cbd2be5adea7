import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export type EmptyPanelProps = {
  icon: ReactNode;
  title: string;
  message: string;
  /** A way forward, e.g. a button to link an account. */
  action?: ReactNode;
};

/** A section with nothing in it yet: says so kindly and offers the next step. */
export function EmptyPanel({ icon, title, message, action }: EmptyPanelProps) {
  return (
    <Card sx={{ p: { xs: 3, sm: 4 }, textAlign: 'center' }}>
      <Box
        aria-hidden
        sx={{
          display: 'inline-flex',
          p: 2,
          borderRadius: '50%',
          bgcolor: 'action.hover',
          mb: 2,
          color: 'primary.main',
        }}
      >
        {icon}
      </Box>
      <Typography variant="h3" component="h2" gutterBottom>
        {title}
      </Typography>
      <Typography color="textSecondary" sx={{ maxWidth: 420, mx: 'auto', mb: action ? 2.5 : 0 }}>
        {message}
      </Typography>
      {action}
    </Card>
  );
}

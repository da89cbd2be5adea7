import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** Nothing to show yet, and what to do about it. */
export function EmptyState({
  icon,
  title,
  message,
  action,
}: {
  icon: ReactNode;
  title: string;
  message: string;
  action?: ReactNode;
}) {
  return (
    <Box sx={{ textAlign: 'center', py: 6, px: 2 }}>
      <Box sx={{ color: 'text.secondary', mb: 1.5, '& svg': { fontSize: 48 } }} aria-hidden>
        {icon}
      </Box>
      <Typography variant="h3" component="h2" gutterBottom>
        {title}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: action ? 2.5 : 0 }}>
        {message}
      </Typography>
      {action}
    </Box>
  );
}

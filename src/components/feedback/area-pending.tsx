import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

import { PageHeader } from '../layout/page-header';

export type AreaPendingProps = {
  title: string;
  icon: ReactNode;
  /** What this area will hold, in the customer's words. */
  promise: string;
};

/**
 * The honest screen of an area whose release has not landed yet: it says so plainly and shows no
 * made-up numbers. Each area replaces it with its real screens.
 */
export function AreaPending({ title, icon, promise }: AreaPendingProps) {
  return (
    <>
      <PageHeader title={title} />
      <Card sx={{ p: { xs: 3, sm: 4 }, textAlign: 'center' }}>
        <Box
          sx={{
            display: 'inline-flex',
            p: 2,
            borderRadius: '50%',
            bgcolor: 'action.hover',
            mb: 2,
            color: 'primary.main',
          }}
          aria-hidden
        >
          {icon}
        </Box>
        <Typography variant="h3" component="h2" gutterBottom>
          {title} is not open yet
        </Typography>
        <Typography color="text.secondary" sx={{ maxWidth: 440, mx: 'auto', mb: 3 }}>
          {promise} This part of Kosh is still being built, so there is nothing to show here yet.
        </Typography>
        <Button component={RouterLink} to="/" variant="outlined">
          Back to home
        </Button>
      </Card>
    </>
  );
}

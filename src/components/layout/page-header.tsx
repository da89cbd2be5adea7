import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** A screen's title row with a back button that goes back in history, or home on a deep link. */
export function PageHeader({ title, action }: { title: string; action?: ReactNode }) {
  const navigate = useNavigate();
  const location = useLocation();
  // 'default' is the key of the first entry: there is nothing of ours to go back to.
  const goBack = () => (location.key === 'default' ? navigate('/') : navigate(-1));
  return (
    <Box component="header" sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2 }}>
      <IconButton edge="start" aria-label="Back" onClick={() => void goBack()}>
        <ArrowBack />
      </IconButton>
      <Typography variant="h2" component="h1" sx={{ flex: 1 }}>
        {title}
      </Typography>
      {action}
    </Box>
  );
}

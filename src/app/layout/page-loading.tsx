import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';

/** Shown while a screen's chunk loads: a thin bar, announced, no layout jump. */
export function PageLoading() {
  return (
    <Box sx={{ py: 2 }}>
      <LinearProgress aria-label="Loading" />
    </Box>
  );
}

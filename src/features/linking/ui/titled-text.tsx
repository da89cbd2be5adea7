import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * A small heading and its line of explanation, beside an icon or a step number. An h3 (the consent's
 * terms) sits inside a card that has its own h2, so it is drawn smaller.
 */
export function TitledText({
  title,
  text,
  as = 'h2',
}: {
  title: ReactNode;
  text: ReactNode;
  as?: 'h2' | 'h3';
}) {
  return (
    <Box>
      <Typography variant={as === 'h2' ? 'h3' : 'subtitle2'} component={as}>
        {title}
      </Typography>
      <Typography variant="body2" color="textSecondary">
        {text}
      </Typography>
    </Box>
  );
}

import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

type Props = { headingId: string; title: ReactNode; children: ReactNode };

/**
 * A card of the area that is one section of its screen: a region named by its heading, so a
 * screen reader lists it and a test finds it by that name. The heading keeps the id the caller
 * gives, for anything inside that is labelled by it too.
 */
export function HeadedCard({ headingId, title, children }: Props) {
  return (
    <Card component="section" aria-labelledby={headingId} sx={{ p: 2, mb: 2 }}>
      <Typography id={headingId} variant="h3" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Card>
  );
}

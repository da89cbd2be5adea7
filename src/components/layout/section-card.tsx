import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';

/**
 * A card that is one section of a screen: a region named by its heading (so a screen reader lists
 * it, and a test finds it by that name), a line of grey text under the heading when there is one,
 * then the content. `level` is the heading's place in the page's outline; it looks the same at
 * either level.
 */
export function SectionCard({
  title,
  note,
  level = 'h2',
  sx,
  children,
}: {
  title: ReactNode;
  note?: ReactNode;
  level?: 'h2' | 'h3';
  /** Space above or below the card, in theme spacing units. */
  sx?: { mt?: number; mb?: number };
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId} sx={{ p: 2, ...sx }}>
      <Typography id={headingId} variant="h3" component={level} sx={{ mb: note === undefined ? 1.5 : 0.5 }}>
        {title}
      </Typography>
      {note !== undefined && (
        <Typography variant="body2" color="textSecondary" sx={{ mb: 1.5 }}>
          {note}
        </Typography>
      )}
      {children}
    </Card>
  );
}

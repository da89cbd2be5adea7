import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A region of the screen named by its heading, so a screen reader lists it and a test finds it by that name. */
type HeadedProps = { headingId: string; title: ReactNode; children: ReactNode };

/** The looks of a card's heading: a section of the screen (h2), or one holding in a list (h3). */
const CARD_HEADINGS = {
  h2: { variant: 'h3', sx: undefined },
  h3: { variant: 'h4', sx: { fontSize: '1rem', fontWeight: 700 } },
} as const;

/** A list of cards under its heading (the year's sales, what is still held). */
export function HeadedSection({ headingId, title, children }: HeadedProps) {
  return (
    <section aria-labelledby={headingId}>
      <Typography id={headingId} variant="h3" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </section>
  );
}

/** A card named by its heading: the year's figures, or a demat account, folio or security in a list. */
export function HeadedCard({
  headingId,
  title,
  level = 'h2',
  children,
}: HeadedProps & { level?: keyof typeof CARD_HEADINGS }) {
  const heading = CARD_HEADINGS[level];
  return (
    <Card component="section" aria-labelledby={headingId} sx={{ p: 2, mb: 2 }}>
      <Typography id={headingId} variant={heading.variant} component={level} sx={heading.sx}>
        {title}
      </Typography>
      {children}
    </Card>
  );
}

import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** Space around the heading or the note, in theme spacing units. */
type Gap = { mt?: number; mb?: number };

/**
 * A heading in the look of a section title with a line of grey text under it: a benefit, a step,
 * a form's purpose. `level` is the heading's place in the page's outline; it looks the same at
 * either level. No wrapper of its own, so the parent's layout holds both lines.
 */
export function HeadingWithNote({
  title,
  note,
  level,
  id,
  titleGap,
  noteGap,
}: {
  title: ReactNode;
  note: ReactNode;
  level: 'h2' | 'h3';
  /** The heading's id, for a region or form that it names. */
  id?: string;
  titleGap?: Gap;
  noteGap?: Gap;
}) {
  return (
    <>
      <Typography id={id} variant="h3" component={level} sx={titleGap}>
        {title}
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={noteGap}>
        {note}
      </Typography>
    </>
  );
}

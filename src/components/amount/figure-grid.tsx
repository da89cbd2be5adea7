import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** One figure: what it is, and the amount (or count). */
type GridFigure = { key: string; term: ReactNode; value: ReactNode };

export type FigureGridProps = {
  /** Names the list, e.g. "Statement totals". */
  label: string;
  figures: readonly GridFigure[];
  /** The columns and spacing of this grid. */
  layout: { gridTemplateColumns: string; gap: number; mt?: number; mb?: number };
};

/**
 * Totals side by side as a description list (money in and out, a statement's balances): the name
 * small in the secondary colour, the figure bold under it.
 */
export function FigureGrid({ label, figures, layout }: FigureGridProps) {
  return (
    <Box
      component="dl"
      aria-label={label}
      sx={{
        display: 'grid',
        m: 0,
        ...layout,
        '& dt': { color: 'text.secondary', fontSize: '0.8rem' },
        '& dd': { m: 0, fontWeight: 700 },
      }}
    >
      {figures.map((figure) => (
        <div key={figure.key}>
          <dt>{figure.term}</dt>
          <dd>{figure.value}</dd>
        </div>
      ))}
    </Box>
  );
}

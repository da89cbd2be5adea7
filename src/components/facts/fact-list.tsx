import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** One fact: its name and its value (text, an amount). */
export type Fact = readonly [term: string, value: ReactNode];

/**
 * Facts about one thing (a transaction, an account) as a description list: the name on the left in
 * the secondary colour, the value on the right, long values wrapping rather than overflowing.
 */
export function FactList({ facts, label }: { facts: readonly Fact[]; label?: string }) {
  return (
    <Box
      component="dl"
      aria-label={label}
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: 'auto 1fr',
        columnGap: 2,
        rowGap: 1,
        '& dt': { color: 'text.secondary' },
        '& dd': { m: 0, textAlign: 'right', overflowWrap: 'anywhere' },
      }}
    >
      {facts.map(([term, value]) => (
        <Box key={term} sx={{ display: 'contents' }}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </Box>
      ))}
    </Box>
  );
}

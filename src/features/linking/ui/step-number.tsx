import Box from '@mui/material/Box';

/**
 * The number of a step or a reason in a round badge beside its text. Decoration: the list's order
 * already says it, so screen readers skip it. `strong` is the journey's own steps; `muted`, a
 * list of things to try.
 */
export function StepNumber({ n, tone }: { n: number; tone: 'strong' | 'muted' }) {
  const size = tone === 'strong' ? 32 : 28;
  return (
    <Box
      aria-hidden
      sx={{
        width: size,
        height: size,
        borderRadius: '50%',
        ...(tone === 'strong'
          ? { bgcolor: 'primary.main', color: 'primary.contrastText' }
          : { bgcolor: 'action.selected' }),
        display: 'grid',
        placeItems: 'center',
        fontWeight: 700,
        flexShrink: 0,
      }}
    >
      {n}
    </Box>
  );
}

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

import { Amount } from '@/components/amount/amount';
import type { Paise } from '@/domain/money/paise';

/** A labelled amount in a row of figures (limit / used / available, total / minimum due). */
export function Figure({
  label,
  value,
  compact = false,
  tone,
}: {
  label: string;
  value: Paise;
  compact?: boolean;
  tone?: 'error.main' | 'success.main';
}) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="textSecondary" component="p">
        {label}
      </Typography>
      <Typography component="p" sx={{ fontWeight: 700, fontSize: '1.05rem', color: tone }}>
        <Amount value={value} compact={compact} />
      </Typography>
    </Box>
  );
}

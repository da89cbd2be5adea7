import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

import { MIN_WITHDRAWAL_PAISE, type InstaCashSummary } from '@/api/schemas/insta-cash';
import { Amount } from '@/components/amount/amount';
import { paise } from '@/domain/money/paise';

type Line = Extract<InstaCashSummary, { eligible: true }>;

/** The credit line at a glance: what can be drawn now, of what limit, at what rate. */
export function LineCard({ line }: { line: Line }) {
  const usedPercent = Math.min(100, line.utilisation_bps / 100);
  const canDraw = line.status === 'ACTIVE' && line.available_paise >= MIN_WITHDRAWAL_PAISE;
  return (
    <Box
      component="section"
      aria-labelledby="line-heading"
      sx={{
        color: '#ffffff',
        background: 'linear-gradient(135deg, #0b3d2e 0%, #14563f 60%, #1f6f54 100%)',
        borderRadius: '20px',
        p: 2.5,
        '& .MuiTypography-root': { color: 'inherit' },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography id="line-heading" variant="overline" component="h2" sx={{ flex: 1, opacity: 0.85 }}>
          Available to withdraw
        </Typography>
        {line.status === 'FROZEN' && <Chip size="small" label="Frozen" color="warning" />}
      </Box>
      <Typography sx={{ fontSize: '2rem', fontWeight: 800, lineHeight: 1.2 }}>
        <Amount value={paise(line.available_paise)} />
      </Typography>
      <Typography variant="body2" sx={{ opacity: 0.85 }}>
        of <Amount value={paise(line.limit_paise)} /> limit · {(line.annual_rate_bps / 100).toFixed(2)}% a
        year
      </Typography>
      <LinearProgress
        variant="determinate"
        value={usedPercent}
        aria-label="Share of the limit in use"
        sx={{
          mt: 2,
          height: 6,
          borderRadius: 3,
          bgcolor: 'rgba(255,255,255,0.25)',
          '& .MuiLinearProgress-bar': { bgcolor: '#f5c451' },
        }}
      />
      <Typography variant="caption" sx={{ opacity: 0.85 }}>
        {Math.round(usedPercent)}% in use · lent by {line.lender}
      </Typography>
      <Box sx={{ mt: 2 }}>
        <Button
          variant="contained"
          color="secondary"
          component={RouterLink}
          to="/insta-cash/get-insta-cash"
          disabled={!canDraw}
          fullWidth
        >
          Get instant cash
        </Button>
        {!canDraw && (
          <Typography variant="caption" component="p" sx={{ mt: 1, opacity: 0.85 }}>
            {line.status === 'FROZEN'
              ? 'The line is frozen: clear the overdue EMIs to draw again.'
              : 'The whole limit is in use: it frees up as you repay.'}
          </Typography>
        )}
      </Box>
    </Box>
  );
}

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';

import { MIN_WITHDRAWAL_PAISE, type InstaCashSummary } from '@/api/schemas/insta-cash';
import { Amount } from '@/components/amount/amount';
import { ProgressBar } from '@/components/feedback/progress-bar';
import { paise } from '@/domain/money/paise';
import { useFormat } from '@/i18n/use-format';

type Line = Extract<InstaCashSummary, { eligible: true }>;

/** The credit line at a glance: what can be drawn now, of what limit, at what rate. */
export function LineCard({ line }: { line: Line }) {
  const intl = useIntl();
  const format = useFormat();
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
          <FormattedMessage id="instaCash.line.heading" defaultMessage="Available to withdraw" />
        </Typography>
        {line.status === 'FROZEN' && (
          <Chip
            size="small"
            label={intl.formatMessage({ id: 'instaCash.line.frozen', defaultMessage: 'Frozen' })}
            color="warning"
          />
        )}
      </Box>
      <Typography sx={{ fontSize: '2rem', fontWeight: 800, lineHeight: 1.2 }}>
        <Amount value={paise(line.available_paise)} />
      </Typography>
      <Typography variant="body2" sx={{ opacity: 0.85 }}>
        <FormattedMessage
          id="instaCash.line.limit"
          defaultMessage="of {limit} limit · {rate}% a year"
          values={{
            limit: <Amount value={paise(line.limit_paise)} />,
            rate: format.number(line.annual_rate_bps / 100, { decimals: 2 }),
          }}
        />
      </Typography>
      <ProgressBar
        value={usedPercent}
        aria-label={intl.formatMessage({
          id: 'instaCash.line.usageLabel',
          defaultMessage: 'Share of the limit in use',
        })}
        height={6}
        trackColor="rgba(255,255,255,0.25)"
        barColor="#f5c451"
        sx={{ mt: 2 }}
      />
      <Typography variant="caption" sx={{ opacity: 0.85 }}>
        <FormattedMessage
          id="instaCash.line.inUse"
          defaultMessage="{percent}% in use · lent by {lender}"
          values={{ percent: Math.round(usedPercent), lender: <span translate="no">{line.lender}</span> }}
        />
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
          <FormattedMessage id="instaCash.line.getCash" defaultMessage="Get instant cash" />
        </Button>
        {!canDraw && (
          <Typography variant="caption" component="p" sx={{ mt: 1, opacity: 0.85 }}>
            {line.status === 'FROZEN' ? (
              <FormattedMessage
                id="instaCash.line.frozenHint"
                defaultMessage="The line is frozen: clear the overdue EMIs to draw again."
              />
            ) : (
              <FormattedMessage
                id="instaCash.line.fullHint"
                defaultMessage="The whole limit is in use: it frees up as you repay."
              />
            )}
          </Typography>
        )}
      </Box>
    </Box>
  );
}

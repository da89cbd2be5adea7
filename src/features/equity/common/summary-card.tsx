import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import type { Performance } from '@/api/schemas/stocks-widget';
import { Amount } from '@/components/amount/amount';
import type { Paise } from '@/domain/money/paise';

import { Figure } from './figure';
import { ReturnFigures } from './return-figures';

export type SummaryCardProps = {
  /** The card's heading, e.g. "All brokers" or the broker's name (data inside it marked `translate="no"`). */
  title: ReactNode;
  headingId: string;
  performance: Performance;
  /** A line under the heading (depository, client id, last synced). */
  caption?: ReactNode;
  /** Extra content at the bottom (tracking switches on the masthead). */
  children?: ReactNode;
};

/**
 * The headline of a portfolio: its current value large, then invested, overall P&L and today's
 * change, each labelled. The same card heads "Your Brokers" and a broker's level 2.
 */
export function SummaryCard({ title, headingId, performance, caption, children }: SummaryCardProps) {
  const intl = useIntl();
  return (
    <Card component="section" aria-labelledby={headingId} sx={{ p: 2, mb: 2 }}>
      <Typography id={headingId} variant="h3" component="h2">
        {title}
      </Typography>
      {caption && (
        <Typography variant="body2" color="textSecondary" component="div">
          {caption}
        </Typography>
      )}
      <Box component="dl" sx={{ m: 0, mt: 1.5 }}>
        <Typography component="dt" variant="caption" color="textSecondary">
          <FormattedMessage id="equity.figures.currentValue" defaultMessage="Current value" />
        </Typography>
        <Typography
          component="dd"
          sx={{ m: 0, fontSize: '1.9rem', fontWeight: 700, lineHeight: 1.2 }}
          data-testid="current-value"
        >
          <Amount value={performance.current_value_paise as Paise} />
        </Typography>
      </Box>
      <Box
        component="dl"
        sx={{ m: 0, mt: 1.5, display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 1 }}
      >
        <Figure label={intl.formatMessage({ id: 'equity.figures.invested', defaultMessage: 'Invested' })}>
          <Amount value={performance.invested_paise as Paise} compact />
        </Figure>
        <ReturnFigures performance={performance} />
      </Box>
      {children}
    </Card>
  );
}

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { FormattedMessage, type IntlShape, useIntl } from 'react-intl';

import { runPortfolioScan } from '@/api/endpoints/stocks-widget';
import type { PfScan } from '@/api/schemas/stocks-widget';
import { errorTextOf } from '@/components/feedback/error-text';
import { formatBpsPercent } from '@/domain/portfolio/percent-text';
import { dataProps, useEquityLabels } from '@/features/equity/common/labels';
import { useIstDate } from '@/features/equity/common/use-ist-date';

/**
 * The portfolio scan (`POST /in-stocks/pf-scan`): concentration facts in plain words, run when the
 * customer asks. It states facts against a public reference (SEBI's single-company cap for mutual
 * funds); it gives no advice.
 */
export function ScanSection({
  accountId,
  lastScanAt,
}: {
  accountId: string | null;
  lastScanAt: string | null;
}) {
  const intl = useIntl();
  const labels = useEquityLabels();
  const istDate = useIstDate();
  const scan = useMutation({
    mutationFn: () => runPortfolioScan(accountId === null ? {} : { account_id: accountId }),
  });
  return (
    <Card component="section" aria-labelledby="scan-heading" sx={{ p: 2, mb: 2 }}>
      <Typography id="scan-heading" variant="h3" component="h2">
        <FormattedMessage id="equity.scan.heading" defaultMessage="Portfolio scan" />
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mt: 0.5, mb: 1.5 }}>
        <FormattedMessage
          id="equity.scan.intro"
          defaultMessage="How concentrated your holdings are, by stock, sector and market cap."
        />
        {lastScanAt && scan.data === undefined
          ? intl.formatMessage(
              { id: 'equity.scan.lastScanned', defaultMessage: ' Last scanned on {date}.' },
              { date: istDate(lastScanAt) },
            )
          : ''}
      </Typography>
      {scan.data && (
        <Box
          component="ul"
          aria-label={intl.formatMessage({ id: 'equity.scan.findings', defaultMessage: 'Scan findings' })}
          sx={{ pl: 2.5, mt: 0, mb: 1.5 }}
        >
          {scan.data.notes.map((note) => (
            <Typography
              component="li"
              variant="body2"
              key={note.code}
              sx={{ mb: 0.5, fontWeight: note.level === 'attention' ? 700 : 400 }}
            >
              {note.level === 'attention' ? (
                <FormattedMessage
                  id="equity.scan.attention"
                  defaultMessage="Worth a look: {note}"
                  values={{ note: noteText(note, scan.data, intl, labels) }}
                />
              ) : (
                noteText(note, scan.data, intl, labels)
              )}
            </Typography>
          ))}
        </Box>
      )}
      {scan.isError && (
        <Alert severity="error" sx={{ mb: 1.5 }}>
          {intl.formatMessage(
            { id: 'equity.scan.failed', defaultMessage: 'The scan did not run. {reason}' },
            { reason: errorTextOf(scan.error) },
          )}
        </Alert>
      )}
      <Button variant="outlined" onClick={() => scan.mutate()} disabled={scan.isPending}>
        {scan.isPending
          ? intl.formatMessage({ id: 'equity.scan.running', defaultMessage: 'Scanning…' })
          : scan.data
            ? intl.formatMessage({ id: 'equity.scan.again', defaultMessage: 'Scan again' })
            : intl.formatMessage({ id: 'equity.scan.run', defaultMessage: 'Scan my portfolio' })}
      </Button>
    </Card>
  );
}

type Note = PfScan['notes'][number];

/**
 * A finding in the current language, worded from its code and the scan's figures (the gateway's
 * English `text` is kept only for a code this screen does not know yet). Stock names are data.
 */
function noteText(
  note: Note,
  scan: PfScan,
  intl: IntlShape,
  labels: ReturnType<typeof useEquityLabels>,
): ReactNode {
  const percent = formatBpsPercent;
  switch (note.code) {
    case 'SPREAD':
      return intl.formatMessage(
        {
          id: 'equity.scan.note.spread',
          defaultMessage:
            'You hold {stocks, plural, one {# stock} other {# stocks}} across {sectors, plural, one {# sector} other {# sectors}}.',
        },
        { stocks: scan.stocks_count, sectors: scan.sectors_count },
      );
    case 'TOP_HOLDING':
      if (scan.top_holding === null) break;
      return intl.formatMessage(
        {
          id: 'equity.scan.note.topHolding',
          defaultMessage: '{name} is your largest holding: {share} of your portfolio.',
        },
        {
          name: <span translate="no">{scan.top_holding.label}</span>,
          share: percent(scan.top_holding.share_bps),
        },
      );
    case 'SINGLE_STOCK_ABOVE_REFERENCE':
      return intl.formatMessage(
        {
          id: 'equity.scan.note.aboveReference',
          defaultMessage:
            "{count, plural, one {# stock is} other {# stocks are each}} more than {limit}% of your portfolio, the limit SEBI sets for a mutual fund's holding in any one company.",
        },
        { count: scan.stocks_above_reference_count, limit: scan.single_stock_reference_bps / 100 },
      );
    case 'TOP_THREE':
      return intl.formatMessage(
        {
          id: 'equity.scan.note.topThree',
          defaultMessage: 'Your three largest holdings make up {share} of your portfolio.',
        },
        { share: percent(scan.top_three_share_bps) },
      );
    case 'TOP_SECTOR': {
      if (scan.top_sector === null) break;
      const sector = labels.sector(scan.top_sector.key);
      return intl.formatMessage(
        {
          id: 'equity.scan.note.topSector',
          defaultMessage:
            '{sector} is your largest sector: {share} of your portfolio across {count, plural, one {# stock} other {# stocks}}.',
        },
        {
          sector: <span {...dataProps(sector)}>{sector.text}</span>,
          share: percent(scan.top_sector.share_bps),
          count: scan.top_sector.stocks_count,
        },
      );
    }
    case 'SMALL_CAPS':
      return intl.formatMessage(
        {
          id: 'equity.scan.note.smallCaps',
          defaultMessage:
            '{small, plural, =0 {None of your stocks is a small cap.} one {# of your {stocks, plural, one {# stock} other {# stocks}} is a small cap: {share} of your portfolio.} other {# of your {stocks, plural, one {# stock} other {# stocks}} are small caps: {share} of your portfolio.}}',
        },
        {
          small: scan.small_caps.stocks_count,
          stocks: scan.stocks_count,
          share: percent(scan.small_caps.share_bps),
        },
      );
  }
  return <span translate="no">{note.text}</span>;
}

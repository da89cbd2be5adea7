import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { useIntl, type IntlShape } from 'react-intl';

import { paise } from '@/domain/money/paise';
import { useFormat, type Format } from '@/i18n/use-format';

export type SpendSlice = { id: string; label: string; paise: number };

const rupeesOf = (format: Format) => (value: number | null) =>
  value === null ? '' : format.inr(paise(value * 100), { compact: true });

/**
 * Spend per month as bars (loaded as its own chunk: @mui/x-charts is heavy). Assistive tech gets one
 * named image with a one-line summary; the list under it carries every figure, so the chart has no
 * keyboard stop of its own. Categories are the app's one donut.
 */
export default function MonthSpendBars({ slices }: { slices: SpendSlice[] }) {
  const theme = useTheme();
  const intl = useIntl();
  const rupeesText = rupeesOf(useFormat());
  return (
    <Box role="img" aria-label={monthsSummary(slices, intl, rupeesText)} sx={{ width: '100%', height: 220 }}>
      <BarChart
        height={220}
        hideLegend
        skipAnimation
        disableKeyboardNavigation
        margin={{ left: 8, right: 8, top: 16, bottom: 8 }}
        xAxis={[{ scaleType: 'band', data: slices.map((s) => s.label) }]}
        yAxis={[{ valueFormatter: (v: number) => rupeesText(v), width: 56 }]}
        series={[
          {
            data: slices.map((s) => s.paise / 100),
            color: theme.palette.primary.main,
            valueFormatter: rupeesText,
          },
        ]}
      />
    </Box>
  );
}

/** "Spend by month: Jun ₹12K, Jul ₹8K, Aug ₹4K and 3 more." */
function monthsSummary(
  slices: readonly SpendSlice[],
  intl: IntlShape,
  rupeesText: (value: number | null) => string,
): string {
  if (slices.length === 0)
    return intl.formatMessage({
      id: 'creditCards.chart.nothing',
      defaultMessage: 'Spend by month: nothing spent',
    });
  const named = slices.slice(0, SUMMARY_ITEMS).map((s) => `${s.label} ${rupeesText(s.paise / 100)}`);
  const rest = slices.length - named.length;
  return intl.formatMessage(
    {
      id: 'creditCards.chart.summary',
      defaultMessage: 'Spend by month: {months}{rest, plural, =0 {} other { and # more}}',
    },
    { months: named.join(', '), rest },
  );
}

const SUMMARY_ITEMS = 6;

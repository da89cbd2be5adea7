import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import { useIntl } from 'react-intl';

import { useReducedMotion } from '@/components/a11y/use-reduced-motion';
import { paise } from '@/domain/money/paise';
import { useFormat } from '@/i18n/use-format';

import { MONEY_IN_COLOUR, MONEY_OUT_COLOUR } from './palette';

type FlowBar = { label: string; money_in_paise: number; money_out_paise: number };

export type FlowBarsProps = {
  months: readonly FlowBar[];
  /** Read by screen readers instead of the drawing, e.g. "Money in and out, Jun to Nov 2026". */
  label: string;
  height?: number;
  /** Draw only money out (a spending trend). */
  outOnly?: boolean;
};

/**
 * Money in and out per month as grouped bars (@mui/x-charts, loaded on demand). The picture is one
 * image to assistive tech; the figures it shows are always written out beside it by the caller.
 */
export default function FlowBars({ months, label, height = 220, outOnly = false }: FlowBarsProps) {
  const reducedMotion = useReducedMotion();
  const intl = useIntl();
  const { inr } = useFormat();
  const compact = (value: number | null) =>
    value === null ? '' : inr(paise(value), { compact: true, decimals: 1 });
  const full = (value: number | null) => (value === null ? '' : inr(paise(value)));
  const series = [
    ...(outOnly
      ? []
      : [
          {
            id: 'in',
            label: intl.formatMessage({ id: 'common.money.in', defaultMessage: 'Money in' }),
            color: MONEY_IN_COLOUR,
            data: months.map((m) => m.money_in_paise),
            valueFormatter: full,
          },
        ]),
    {
      id: 'out',
      label: outOnly
        ? intl.formatMessage({ id: 'components.flowBars.spent', defaultMessage: 'Spent' })
        : intl.formatMessage({ id: 'common.money.out', defaultMessage: 'Money out' }),
      color: MONEY_OUT_COLOUR,
      data: months.map((m) => m.money_out_paise),
      valueFormatter: full,
    },
  ];
  return (
    <Box role="img" aria-label={label} sx={{ width: '100%', overflowX: 'auto' }}>
      <BarChart
        height={height}
        series={series}
        xAxis={[{ scaleType: 'band', data: months.map((m) => m.label.slice(0, 3)) }]}
        yAxis={[{ valueFormatter: compact, width: 52 }]}
        borderRadius={4}
        grid={{ horizontal: true }}
        hideLegend={outOnly}
        skipAnimation={reducedMotion}
        // One image to assistive tech, its figures written beside it: no keyboard stop inside.
        disableKeyboardNavigation
        margin={{ left: 0, right: 8, top: 8, bottom: 0 }}
      />
    </Box>
  );
}

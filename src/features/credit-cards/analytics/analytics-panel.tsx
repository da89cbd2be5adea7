import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';

import { cardAnalyticsQueryOptions } from '@/api/endpoints/credit-cards';
import type { CardAnalytics } from '@/api/schemas/credit-cards';
import { Amount } from '@/components/amount/amount';
import { PeriodPicker } from '@/components/date-range/period-picker';
import { useIstToday, useRangeChoice } from '@/components/date-range/use-range-choice';
import { useRangeLabel } from '@/components/date-range/use-range-label';
import { ListSkeleton } from '@/components/feedback/list-skeleton';
import { QueryGate } from '@/components/feedback/query-gate';
import { Skeleton } from '@/components/feedback/skeleton';
import { useSearchParam } from '@/components/navigation/use-search-param';
import { MoneyDonutChart } from '@/components/spend-charts/lazy-charts';
import { resolveRange, type DayRange, type RangeChoice } from '@/domain/dates/periods';
import { paise } from '@/domain/money/paise';
import { NoCards } from '@/features/credit-cards/no-cards';
import { useFormat } from '@/i18n/use-format';
import { withLaterWords } from '@/i18n/words';

import { PILL_LABELS, PILLS, slicesOf, type Pill } from './pills';
import { ShareList } from './share-list';

const GATE = defineMessages({
  error: { id: 'creditCards.analytics.error', defaultMessage: 'Spend analytics could not load' },
});

const MonthSpendBars = lazy(withLaterWords(() => import('./spend-chart')));

/** The prefs key of the period, and the period before anyone picks one. */
const SCREEN = 'card-analytics';
const DEFAULT_RANGE: RangeChoice = { preset: 'last_6_months' };

/**
 * Card spend over the chosen period (docs/product.md#date-ranges: presets, custom range, in the
 * address and saved), by category or by month (`?selected-pill=`), and by card.
 */
export function AnalyticsPanel({ onOpenMyCards }: { onOpenMyCards: () => void }) {
  const rangeLabel = useRangeLabel();
  const today = useIstToday();
  const [choice, choose] = useRangeChoice(SCREEN, DEFAULT_RANGE);
  if (choice === null) return <AnalyticsSkeleton />;
  return (
    <Stack spacing={2}>
      <PeriodPicker
        value={{ kind: 'range', choice }}
        today={today}
        onChange={(next) => next.kind === 'range' && choose(next.choice)}
      />
      <RangePanel
        range={resolveRange(choice, today)}
        label={rangeLabel.choice(choice, today)}
        onOpenMyCards={onOpenMyCards}
      />
    </Stack>
  );
}

/** The shape of the analytics while the saved period or the figures are read. */
function AnalyticsSkeleton() {
  const intl = useIntl();
  return (
    <ListSkeleton
      label={intl.formatMessage({
        id: 'creditCards.analytics.loading',
        defaultMessage: 'Loading spend analytics',
      })}
      header
      rows={3}
    />
  );
}

function RangePanel({
  range,
  label,
  onOpenMyCards,
}: {
  range: DayRange;
  label: string;
  onOpenMyCards: () => void;
}) {
  const query = useQuery(cardAnalyticsQueryOptions(range));
  return (
    <QueryGate
      query={query}
      messages={GATE}
      loading={<AnalyticsSkeleton />}
      isEmpty={(data) => data.is_empty && data.by_card.length === 0}
      empty={<NoCards />}
    >
      {(data) => <SpendAnalytics data={data} label={label} onOpenMyCards={onOpenMyCards} />}
    </QueryGate>
  );
}

function SpendAnalytics({
  data,
  label,
  onOpenMyCards,
}: {
  data: CardAnalytics;
  label: string;
  onOpenMyCards: () => void;
}) {
  const intl = useIntl();
  const format = useFormat();
  const [pill, setPill] = useSearchParam<Pill>('selected-pill', PILLS, 'category');
  const slices = slicesOf(data, pill, format);
  const total = data.total_spend_paise;

  return (
    <Stack spacing={2}>
      <Card component="section" aria-labelledby="spend-heading" sx={{ p: 2 }}>
        <Typography id="spend-heading" variant="overline" component="h2" color="textSecondary">
          <FormattedMessage
            id="creditCards.analytics.spent"
            defaultMessage="Spent · {period}"
            values={{ period: label }}
          />
        </Typography>
        <Typography sx={{ fontSize: '1.75rem', fontWeight: 800 }}>
          <Amount value={paise(total)} />
        </Typography>
        <Typography variant="body2" color="textSecondary">
          <FormattedMessage
            id="creditCards.analytics.credits"
            defaultMessage="Refunds, cashback and bill payments: {amount}"
            values={{ amount: <Amount value={paise(data.total_credits_paise)} /> }}
          />
        </Typography>
        <Stack
          direction="row"
          spacing={1}
          sx={{ mt: 2 }}
          role="group"
          aria-label={intl.formatMessage({
            id: 'creditCards.analytics.group',
            defaultMessage: 'Group spend',
          })}
        >
          {PILLS.map((id) => (
            <Chip
              key={id}
              label={intl.formatMessage(PILL_LABELS[id])}
              color={pill === id ? 'primary' : 'default'}
              variant={pill === id ? 'filled' : 'outlined'}
              onClick={() => setPill(id)}
              aria-pressed={pill === id}
            />
          ))}
        </Stack>
        {total > 0 ? (
          <>
            <Box sx={{ mt: 1 }}>
              {pill === 'category' ? (
                <MoneyDonutChart
                  label={intl.formatMessage({
                    id: 'creditCards.analytics.donut',
                    defaultMessage: 'Donut chart of spend by category',
                  })}
                  height={220}
                  slices={slices.map((slice) => ({
                    key: slice.id,
                    label: slice.label,
                    total_paise: slice.paise,
                  }))}
                />
              ) : (
                <Suspense fallback={<Skeleton variant="rounded" height={220} sx={{ mt: 1 }} />}>
                  <MonthSpendBars slices={slices} />
                </Suspense>
              )}
            </Box>
            <ShareList
              label={
                pill === 'category'
                  ? intl.formatMessage({
                      id: 'creditCards.analytics.byCategoryList',
                      defaultMessage: 'Spend by category',
                    })
                  : intl.formatMessage({
                      id: 'creditCards.analytics.byMonthList',
                      defaultMessage: 'Spend by month',
                    })
              }
              rows={slices}
              total={total}
              showSwatch={pill === 'category'}
            />
          </>
        ) : (
          <Typography color="textSecondary" sx={{ mt: 2 }}>
            <FormattedMessage
              id="creditCards.analytics.none"
              defaultMessage="No card spends in this period."
            />
          </Typography>
        )}
      </Card>
      {data.by_card.length > 1 && (
        <Card component="section" aria-labelledby="by-card-heading" sx={{ p: 2 }}>
          <Typography id="by-card-heading" variant="h3" component="h2" sx={{ mb: 1 }}>
            <FormattedMessage id="creditCards.analytics.byCard" defaultMessage="By card" />
          </Typography>
          <ShareList
            label={intl.formatMessage({
              id: 'creditCards.analytics.byCardList',
              defaultMessage: 'Spend by card',
            })}
            rows={data.by_card.map((c) => ({
              id: c.card_id,
              label: `${c.card_name} ••${c.last4}`,
              paise: c.spend_paise,
            }))}
            total={total}
            dataLabels
          />
        </Card>
      )}
      {data.excludes_locked_statements && (
        <Card sx={{ p: 2, bgcolor: 'action.hover' }}>
          <Typography variant="body2">
            <FormattedMessage
              id="creditCards.analytics.lockedExcluded"
              defaultMessage="Spends on password-protected statements are not counted until you unlock them."
            />
          </Typography>
          <Button size="small" onClick={onOpenMyCards} sx={{ mt: 1, ml: -1 }}>
            <FormattedMessage
              id="creditCards.analytics.unlockOnMyCards"
              defaultMessage="Unlock on My Cards"
            />
          </Button>
        </Card>
      )}
    </Stack>
  );
}

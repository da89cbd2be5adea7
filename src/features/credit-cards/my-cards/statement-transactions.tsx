import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useInfiniteQuery } from '@tanstack/react-query';
import { defineMessage, FormattedMessage, useIntl } from 'react-intl';

import { cardTransactionsInfiniteOptions } from '@/api/endpoints/credit-cards';
import { Amount } from '@/components/amount/amount';
import { istDayOf } from '@/domain/dates/ist';
import { paise } from '@/domain/money/paise';
import { useFormat } from '@/i18n/use-format';

import { SectionPending } from './section-pending';

const LOADING = defineMessage({
  id: 'creditCards.transactions.loading',
  defaultMessage: 'Loading transactions',
});

/** A credit (refund, cashback) is shown with a plus. */
const PLUS = '+';

/**
 * The transactions billed on one statement, a page at a time ("Show more"): a statement holds a
 * few dozen at most, so pages of 25 keep the card short without a virtual list.
 */
export function StatementTransactions({ cardId, statementId }: { cardId: string; statementId: string }) {
  const intl = useIntl();
  const format = useFormat();
  const query = useInfiniteQuery(cardTransactionsInfiniteOptions(cardId, statementId));
  if (query.data === undefined) {
    return <SectionPending query={query} loading={LOADING} rowHeight={40} />;
  }
  const first = query.data.pages[0];
  const items = query.data.pages.flatMap((p) => p.items);
  if (first?.locked) {
    return (
      <Typography variant="body2">
        <FormattedMessage
          id="creditCards.transactions.locked"
          defaultMessage="Unlock this statement to see its transactions."
        />
      </Typography>
    );
  }
  if (items.length === 0) {
    return (
      <Typography variant="body2" color="textSecondary">
        <FormattedMessage
          id="creditCards.transactions.none"
          defaultMessage="No transactions on this statement."
        />
      </Typography>
    );
  }
  return (
    <Box>
      <Typography variant="caption" color="textSecondary" component="p" sx={{ mb: 0.5 }}>
        <FormattedMessage
          id="creditCards.transactions.summary"
          defaultMessage="{count} transactions · spent {amount}"
          values={{
            count: first?.total_count ?? 0,
            amount: <Amount value={paise(first?.total_debit_paise ?? 0)} />,
          }}
        />
      </Typography>
      <Box
        component="ul"
        aria-label={intl.formatMessage({
          id: 'creditCards.transactions.label',
          defaultMessage: 'Statement transactions',
        })}
        sx={{ listStyle: 'none', p: 0, m: 0 }}
      >
        {items.map((t) => (
          <Box
            component="li"
            key={t.transaction_id}
            sx={{
              display: 'flex',
              gap: 1,
              py: 0.75,
              borderTop: 1,
              borderColor: 'divider',
              alignItems: 'baseline',
            }}
          >
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography variant="body2" noWrap translate="no">
                {t.merchant}
              </Typography>
              <Typography variant="caption" color="textSecondary">
                <FormattedMessage
                  id="creditCards.transactions.when"
                  defaultMessage="{date} · {category}"
                  values={{ date: format.dayMonth(istDayOf(new Date(t.posted_at))), category: t.category }}
                />
              </Typography>
            </Box>
            <Typography
              variant="body2"
              sx={{ fontWeight: 600, color: t.type === 'CREDIT' ? 'success.main' : undefined }}
            >
              {t.type === 'CREDIT' ? PLUS : null}
              <Amount value={paise(t.amount_paise)} />
            </Typography>
          </Box>
        ))}
      </Box>
      {query.hasNextPage && (
        <Button size="small" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
          {query.isFetchingNextPage ? (
            <FormattedMessage id="creditCards.transactions.loadingMore" defaultMessage="Loading…" />
          ) : (
            <FormattedMessage id="creditCards.transactions.showMore" defaultMessage="Show more" />
          )}
        </Button>
      )}
    </Box>
  );
}

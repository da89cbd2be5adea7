import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { defineMessages, FormattedMessage } from 'react-intl';
import { useSearchParams } from 'react-router-dom';

import { cardBillPaymentQueryOptions } from '@/api/endpoints/credit-cards';
import type { CardBillPayment } from '@/api/schemas/credit-cards';
import { Amount } from '@/components/amount/amount';
import { QueryGate } from '@/components/feedback/query-gate';
import { paise } from '@/domain/money/paise';
import { NoCards } from '@/features/credit-cards/no-cards';

import { BillCard } from './bill-card';

const GATE = defineMessages({
  error: { id: 'creditCards.bills.error', defaultMessage: 'Your bills could not load' },
  loading: { id: 'creditCards.bills.loading', defaultMessage: 'Loading your bills' },
});

/** "Bill Payment": what each card's current statement asks for, most urgent first. */
export function BillPaymentPanel() {
  const query = useQuery(cardBillPaymentQueryOptions());
  // `?pay=<card id>` (from My Cards or an alert) opens that card's payment at once.
  const [params] = useSearchParams();
  const payCard = params.get('pay');
  return (
    <QueryGate
      query={query}
      messages={GATE}
      header
      rows={2}
      rowHeight={160}
      isEmpty={(data) => data.is_empty}
      empty={<NoCards />}
    >
      {(data) => <Bills data={data} payCard={payCard} />}
    </QueryGate>
  );
}

function Bills({ data, payCard }: { data: CardBillPayment; payCard: string | null }) {
  return (
    <Stack spacing={2}>
      <Card component="section" aria-labelledby="bills-heading" sx={{ p: 2 }}>
        <Typography id="bills-heading" variant="overline" component="h2" color="textSecondary">
          <FormattedMessage id="creditCards.bills.totalToPay" defaultMessage="Total to pay" />
        </Typography>
        <Typography sx={{ fontSize: '1.75rem', fontWeight: 800 }}>
          <Amount value={paise(data.total_outstanding_paise)} />
        </Typography>
        <Typography variant="body2" color={data.overdue_count > 0 ? 'error.main' : 'text.secondary'}>
          {data.overdue_count > 0 ? (
            <FormattedMessage
              id="creditCards.bills.overdue"
              defaultMessage="{count, plural, one {# bill is} other {# bills are}} overdue: pay now to limit late fees"
              values={{ count: data.overdue_count }}
            />
          ) : data.total_outstanding_paise > 0 ? (
            <FormattedMessage
              id="creditCards.bills.payTotal"
              defaultMessage="Pay the total by the due date to avoid interest"
            />
          ) : (
            <FormattedMessage id="creditCards.bills.allPaid" defaultMessage="All your card bills are paid" />
          )}
        </Typography>
      </Card>
      {data.bills.map((bill) => (
        <BillCard
          key={bill.card_id}
          bill={bill}
          payOpen={bill.card_id === payCard && bill.outstanding_paise > 0}
        />
      ))}
      <Typography variant="caption" color="textSecondary" component="p">
        <FormattedMessage
          id="creditCards.bills.howDuesWork"
          defaultMessage="Kosh reads your dues from your card statements. A payment lowers the due once your bank confirms it; you can also pay through your card issuer's app or net banking."
        />
      </Typography>
    </Stack>
  );
}

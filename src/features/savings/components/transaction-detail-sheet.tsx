import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';

import { transactionDetailQueryOptions } from '@/api/endpoints/aggregator-savings';
import type { SavingsTransaction, TransactionDetail } from '@/api/schemas/aggregator-savings';
import { Amount } from '@/components/amount/amount';
import { SignedAmount } from '@/components/amount/signed-amount';
import { FactList, type Fact } from '@/components/facts/fact-list';
import { SectionError } from '@/components/feedback/section-error';
import { BottomSheet } from '@/components/sheet/bottom-sheet';
import { paise } from '@/domain/money/paise';
import { maskedShort } from '@/domain/spending/account-mask';
import { dateText, dateTimeText, shortDateTimeText } from '@/domain/spending/date-text';

import { CategoryEditor } from './category-editor';
import { TxnLine } from './txn-line';

export type TransactionDetailSheetProps = {
  /** The transaction to show; null keeps the sheet closed. */
  transactionId: string | null;
  /** The row that was tapped: painted at once while the detail loads. */
  preview: SavingsTransaction | null;
  onClose: () => void;
};

/** One transaction in full (POST `/transaction-detail-v2`): when, which account, how, and with whom before. */
export function TransactionDetailSheet({ transactionId, preview, onClose }: TransactionDetailSheetProps) {
  const detail = useQuery({
    ...transactionDetailQueryOptions(transactionId ?? ''),
    enabled: transactionId !== null,
  });
  const txn = detail.data?.transaction ?? preview;
  return (
    <BottomSheet open={transactionId !== null} onClose={onClose} title={txn?.counterparty ?? 'Transaction'}>
      {txn !== null && (
        <Box sx={{ textAlign: 'center', py: 1.5 }}>
          <Typography component="p" sx={{ fontSize: '1.9rem' }}>
            <SignedAmount type={txn.type} amountPaise={txn.amount_paise} />
          </Typography>
          <Typography color="text.secondary">
            {txn.type === 'CREDIT' ? 'Received' : 'Paid'} · {dateTimeText(txn.posted_at)}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, justifyContent: 'center', mt: 1.5, flexWrap: 'wrap' }}>
            <Chip label={txn.category} size="small" />
            <Chip label={txn.payment_mode_label} size="small" variant="outlined" />
            {txn.is_self_transfer && <Chip label="Self transfer" size="small" variant="outlined" />}
          </Box>
        </Box>
      )}
      {detail.isError ? (
        <SectionError
          title="Details could not load"
          error={detail.error}
          onRetry={() => void detail.refetch()}
        />
      ) : detail.data === undefined ? (
        <Box role="status" aria-label="Loading transaction details">
          <Skeleton height={28} />
          <Skeleton height={28} />
          <Skeleton height={28} />
        </Box>
      ) : (
        <>
          {/* Keyed by the category shown: a saved change (or a refetch) starts the form afresh. */}
          <CategoryEditor key={detail.data.transaction.category} txn={detail.data.transaction} />
          <DetailBody detail={detail.data} />
        </>
      )}
    </BottomSheet>
  );
}

function DetailBody({ detail }: { detail: TransactionDetail }) {
  const { transaction: txn, account, counterparty_summary: summary } = detail;
  const rows: Fact[] = [
    ['Account', `${account.bank_name} ${maskedShort(account.masked_acc_number)}`],
    [
      'Payment mode',
      detail.aa_mode === txn.payment_mode_label
        ? txn.payment_mode_label
        : `${txn.payment_mode_label} (bank: ${detail.aa_mode})`,
    ],
    ['Value date', dateText(`${txn.value_date}T12:00:00+05:30`)],
    ['Reference', detail.reference],
    ['Balance after', <Amount key="b" value={paise(txn.balance_paise)} />],
    ['Bank narration', txn.narration],
  ];
  return (
    <>
      <FactList facts={rows} />
      <Box component="section" aria-labelledby="counterparty-heading" sx={{ mt: 3 }}>
        <Typography id="counterparty-heading" variant="h3" component="h3">
          With {txn.counterparty}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {summary.count} {summary.count === 1 ? 'transaction' : 'transactions'} in all · paid{' '}
          <Amount value={paise(summary.debit_total_paise)} />
          {summary.credit_total_paise > 0 && (
            <>
              {' '}
              · received <Amount value={paise(summary.credit_total_paise)} />
            </>
          )}
        </Typography>
        {detail.similar.length > 0 && (
          <Box
            component="ul"
            aria-label={`Recent transactions with ${txn.counterparty}`}
            sx={{ listStyle: 'none', p: 0, m: 0 }}
          >
            {detail.similar.map((other) => (
              <li key={other.transaction_id}>
                <TxnLine txn={other} title={shortDateTimeText(other.posted_at)} showAccount={false} />
              </li>
            ))}
          </Box>
        )}
      </Box>
    </>
  );
}

import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { defineMessages, FormattedMessage } from 'react-intl';

import { transactionDetailQueryOptions } from '@/api/endpoints/aggregator-savings';
import type { SavingsTransaction, TransactionDetail } from '@/api/schemas/aggregator-savings';
import { Amount } from '@/components/amount/amount';
import { SignedAmount } from '@/components/amount/signed-amount';
import { FactList, type Fact } from '@/components/facts/fact-list';
import { BottomSheet } from '@/components/sheet/bottom-sheet';
import { paise } from '@/domain/money/paise';
import { maskedShort } from '@/domain/spending/account-mask';
import { useSpendingWords } from '@/features/savings/use-words';

import { CategoryEditor } from './category-editor';
import { SheetDetailGate } from './sheet-detail-gate';
import { TxnLine } from './txn-line';

const GATE = defineMessages({
  error: { id: 'savings.detail.failed', defaultMessage: 'Details could not load' },
  loading: { id: 'savings.detail.loading', defaultMessage: 'Loading transaction details' },
});

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
  const words = useSpendingWords();
  const { intl, format } = words;
  return (
    <BottomSheet
      open={transactionId !== null}
      onClose={onClose}
      title={
        txn?.counterparty ?? intl.formatMessage({ id: 'savings.detail.title', defaultMessage: 'Transaction' })
      }
    >
      {txn !== null && (
        <Box sx={{ textAlign: 'center', py: 1.5 }}>
          <Typography component="p" sx={{ fontSize: '1.9rem' }}>
            <SignedAmount type={txn.type} amountPaise={txn.amount_paise} />
          </Typography>
          <Typography color="textSecondary">
            <FormattedMessage
              id="savings.detail.when"
              defaultMessage="{type, select, CREDIT {Received} other {Paid}} · {date}"
              values={{ type: txn.type, date: format.dateTime(txn.posted_at) }}
            />
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, justifyContent: 'center', mt: 1.5, flexWrap: 'wrap' }}>
            <Chip label={words.category(txn.category)} size="small" />
            <Chip
              label={words.mode(txn.payment_mode, txn.payment_mode_label)}
              size="small"
              variant="outlined"
            />
            {txn.is_self_transfer && (
              <Chip
                label={intl.formatMessage({
                  id: 'savings.detail.selfTransfer',
                  defaultMessage: 'Self transfer',
                })}
                size="small"
                variant="outlined"
              />
            )}
          </Box>
        </Box>
      )}
      <SheetDetailGate query={detail} messages={GATE} lineHeights={[28, 28, 28]}>
        {(data) => (
          <>
            {/* Keyed by the category shown: a saved change (or a refetch) starts the form afresh. */}
            <CategoryEditor key={data.transaction.category} txn={data.transaction} />
            <DetailBody detail={data} />
          </>
        )}
      </SheetDetailGate>
    </BottomSheet>
  );
}

function DetailBody({ detail }: { detail: TransactionDetail }) {
  const { transaction: txn, account, counterparty_summary: summary } = detail;
  const words = useSpendingWords();
  const { intl, format } = words;
  const mode = words.mode(txn.payment_mode, txn.payment_mode_label);
  // Bank names, numbers, references and narrations are data: shown as sent, never translated.
  const data = (key: string, text: string) => (
    <span key={key} translate="no">
      {text}
    </span>
  );
  const rows: Fact[] = [
    [
      intl.formatMessage({ id: 'savings.detail.account', defaultMessage: 'Account' }),
      data('a', `${account.bank_name} ${maskedShort(account.masked_acc_number)}`),
    ],
    [
      intl.formatMessage({ id: 'savings.detail.mode', defaultMessage: 'Payment mode' }),
      detail.aa_mode === txn.payment_mode_label
        ? mode
        : intl.formatMessage(
            { id: 'savings.detail.modeWithBank', defaultMessage: '{mode} (bank: {aaMode})' },
            { mode, aaMode: detail.aa_mode },
          ),
    ],
    [
      intl.formatMessage({ id: 'savings.detail.valueDate', defaultMessage: 'Value date' }),
      format.date(`${txn.value_date}T12:00:00+05:30`),
    ],
    [
      intl.formatMessage({ id: 'savings.detail.reference', defaultMessage: 'Reference' }),
      data('r', detail.reference),
    ],
    [
      intl.formatMessage({ id: 'savings.detail.balanceAfter', defaultMessage: 'Balance after' }),
      <Amount key="b" value={paise(txn.balance_paise)} />,
    ],
    [
      intl.formatMessage({ id: 'savings.detail.narration', defaultMessage: 'Bank narration' }),
      data('n', txn.narration),
    ],
  ];
  return (
    <>
      <FactList facts={rows} />
      <Box component="section" aria-labelledby="counterparty-heading" sx={{ mt: 3 }}>
        <Typography id="counterparty-heading" variant="h3" component="h3">
          <FormattedMessage
            id="savings.detail.with"
            defaultMessage="With {name}"
            values={{ name: <span translate="no">{txn.counterparty}</span> }}
          />
        </Typography>
        <Typography color="textSecondary" sx={{ mb: 1 }}>
          {summary.credit_total_paise > 0 ? (
            <FormattedMessage
              id="savings.detail.summaryBoth"
              defaultMessage="{count, plural, one {# transaction} other {# transactions}} in all · paid {paid} · received {received}"
              values={{
                count: summary.count,
                paid: <Amount value={paise(summary.debit_total_paise)} />,
                received: <Amount value={paise(summary.credit_total_paise)} />,
              }}
            />
          ) : (
            <FormattedMessage
              id="savings.detail.summaryPaid"
              defaultMessage="{count, plural, one {# transaction} other {# transactions}} in all · paid {paid}"
              values={{ count: summary.count, paid: <Amount value={paise(summary.debit_total_paise)} /> }}
            />
          )}
        </Typography>
        {detail.similar.length > 0 && (
          <Box
            component="ul"
            aria-label={intl.formatMessage(
              { id: 'savings.detail.similarName', defaultMessage: 'Recent transactions with {name}' },
              { name: txn.counterparty },
            )}
            sx={{ listStyle: 'none', p: 0, m: 0 }}
          >
            {detail.similar.map((other) => (
              <li key={other.transaction_id}>
                <TxnLine txn={other} title={format.shortDateTime(other.posted_at)} showAccount={false} />
              </li>
            ))}
          </Box>
        )}
      </Box>
    </>
  );
}

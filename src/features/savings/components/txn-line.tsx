import { useIntl } from 'react-intl';

import type { SavingsTransaction } from '@/api/schemas/aggregator-savings';
import { CategoryIcon } from '@/components/txn-row/category-icon';
import { TxnRow } from '@/components/txn-row/txn-row';
import { lastDigits } from '@/domain/spending/account-mask';
import { bankInitials } from '@/domain/spending/bank-initials';
import { useSpendingWords } from '@/features/savings/use-words';

const SEPARATOR = ' · ';

/** The short bank name for a row's subtitle: "HDFC Bank" → "HDFC", "State Bank of India" → "SBI". */
function shortBank(name: string): string {
  const stripped = name.replace(/\s+Bank$/i, '');
  return stripped.split(/\s+/).length > 2 ? bankInitials(name) : stripped;
}

/** A savings transaction as a list row: counterparty, category · mode · account, signed amount. */
export function TxnLine({
  txn,
  onOpen,
  showAccount = true,
  title,
}: {
  txn: SavingsTransaction;
  onOpen?: (txn: SavingsTransaction) => void;
  showAccount?: boolean;
  /** Instead of the counterparty, e.g. the date in a list of one counterparty's payments. */
  title?: string;
}) {
  const intl = useIntl();
  const words = useSpendingWords();
  // The category and mode are ours (worded in the language); the bank and digits are data.
  const ours = [words.category(txn.category), words.mode(txn.payment_mode, txn.payment_mode_label)].join(
    ' · ',
  );
  const account = `${shortBank(txn.bank_name)} ••${lastDigits(txn.masked_acc_number)}`;
  const subtitle = showAccount ? (
    <>
      {ours}
      {SEPARATOR}
      <span translate="no">{account}</span>
    </>
  ) : (
    ours
  );
  return (
    <TxnRow
      title={title ?? txn.counterparty}
      subtitle={subtitle}
      type={txn.type}
      amountPaise={txn.amount_paise}
      leading={<CategoryIcon category={txn.category} />}
      {...(txn.is_self_transfer
        ? { note: intl.formatMessage({ id: 'savings.txn.selfTransfer', defaultMessage: 'Self transfer' }) }
        : {})}
      {...(onOpen ? { onOpen: () => onOpen(txn) } : {})}
    />
  );
}

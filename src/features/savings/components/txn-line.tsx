import type { SavingsTransaction } from '@/api/schemas/aggregator-savings';
import { CategoryIcon } from '@/components/txn-row/category-icon';
import { TxnRow } from '@/components/txn-row/txn-row';
import { maskedShort } from '@/domain/spending/account-mask';

/** The short bank name for a row's subtitle: "HDFC Bank" → "HDFC", "State Bank of India" stays. */
function shortBank(name: string): string {
  return name.replace(/\s+Bank$/i, '');
}

/** A savings transaction as a list row: counterparty, category · mode · account, signed amount. */
export function TxnLine({
  txn,
  onOpen,
  showAccount = true,
}: {
  txn: SavingsTransaction;
  onOpen?: (txn: SavingsTransaction) => void;
  showAccount?: boolean;
}) {
  const parts = [txn.category, txn.payment_mode_label];
  if (showAccount) parts.push(`${shortBank(txn.bank_name)} ${maskedShort(txn.masked_acc_number)}`);
  return (
    <TxnRow
      title={txn.counterparty}
      subtitle={parts.join(' · ')}
      type={txn.type}
      amountPaise={txn.amount_paise}
      leading={<CategoryIcon category={txn.category} />}
      {...(txn.is_self_transfer ? { note: 'Self transfer' } : {})}
      {...(onOpen ? { onOpen: () => onOpen(txn) } : {})}
    />
  );
}

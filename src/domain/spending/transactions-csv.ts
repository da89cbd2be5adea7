import { istDayKey } from '@/domain/dates/zoned-day';
import { csvFile, rupeesDecimal } from '@/domain/text/csv';

/** The fields of a bank transaction an export writes (a `SavingsTransaction` has them all). */
export type CsvTransaction = {
  transaction_id: string;
  bank_name: string;
  masked_acc_number: string;
  posted_at: string;
  value_date: string;
  type: 'CREDIT' | 'DEBIT';
  amount_paise: number;
  balance_paise: number;
  narration: string;
  counterparty: string;
  category: string;
  payment_mode_label: string;
  is_self_transfer: boolean;
};

/**
 * Column titles, in order. Amounts are rupees with two decimals; days ISO (IST). They stay English
 * in every language, like the category and mode values below them: the file is for spreadsheets
 * and tools that read columns by name, so it is the same whichever language the screen is in.
 */
const TRANSACTION_CSV_HEADER = [
  'Date',
  'Value date',
  'Bank',
  'Account',
  'Narration',
  'Counterparty',
  'Category',
  'Payment mode',
  'Type',
  'Amount (INR)',
  'Balance (INR)',
  'Self transfer',
  'Transaction ID',
] as const;

/** One exported line: the IST day it was posted (as the list groups it), then the rest. */
function transactionCsvRow(txn: CsvTransaction): string[] {
  return [
    istDayKey(txn.posted_at) ?? txn.posted_at.slice(0, 10),
    txn.value_date,
    txn.bank_name,
    txn.masked_acc_number,
    txn.narration,
    txn.counterparty,
    txn.category,
    txn.payment_mode_label,
    txn.type === 'CREDIT' ? 'Credit' : 'Debit',
    rupeesDecimal(txn.amount_paise),
    rupeesDecimal(txn.balance_paise),
    txn.is_self_transfer ? 'Yes' : 'No',
    txn.transaction_id,
  ];
}

/** The transactions as a CSV file (BOM, header, rows in the order given: newest first, as listed). */
export function transactionsCsv(txns: readonly CsvTransaction[]): string {
  return csvFile(TRANSACTION_CSV_HEADER, txns.map(transactionCsvRow));
}

/** `transactions-2024-04-01-to-2025-03-31.csv`, or `transactions-all.csv` without a range. */
export function transactionsCsvName(range: { from: string; to: string } | null): string {
  return range === null ? 'transactions-all.csv' : `transactions-${range.from}-to-${range.to}.csv`;
}

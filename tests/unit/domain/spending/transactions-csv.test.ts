import { describe, expect, it } from 'vitest';

import {
  transactionsCsv,
  transactionsCsvName,
  type CsvTransaction,
} from '@/domain/spending/transactions-csv';
import { UTF8_BOM } from '@/domain/text/csv';

const TXN: CsvTransaction = {
  transaction_id: 'txn-1',
  bank_name: 'HDFC Bank',
  masked_acc_number: 'XXXXXXXX4821',
  // 00:30 on 1 April in India is still 31 March in UTC: the row is dated by the IST day.
  posted_at: '2025-03-31T19:00:00.000Z',
  value_date: '2025-04-01',
  type: 'DEBIT',
  amount_paise: 45050,
  balance_paise: 12345600,
  narration: 'UPI/Swiggy, "Koramangala"',
  counterparty: 'Swiggy',
  category: 'Food & Dining',
  payment_mode_label: 'UPI',
  is_self_transfer: false,
};

describe('transactions CSV', () => {
  it('writes the IST day, rupees with two decimals and the type in words', () => {
    expect(transactionsCsv([TXN]).split('\r\n')[1]).toBe(
      '2025-04-01,2025-04-01,HDFC Bank,XXXXXXXX4821,"UPI/Swiggy, ""Koramangala""",Swiggy,Food & Dining,UPI,Debit,450.50,123456.00,No,txn-1',
    );
  });

  it('is a BOM, the header and one quoted line per row', () => {
    const lines = transactionsCsv([TXN, { ...TXN, transaction_id: 'txn-2', type: 'CREDIT' }]).split('\r\n');
    expect(lines[0]).toBe(
      `${UTF8_BOM}Date,Value date,Bank,Account,Narration,Counterparty,Category,Payment mode,Type,Amount (INR),Balance (INR),Self transfer,Transaction ID`,
    );
    expect(lines[1]).toContain(',"UPI/Swiggy, ""Koramangala""",');
    expect(lines[2]).toContain(',Credit,450.50,');
    expect(lines).toHaveLength(4);
    expect(lines[3]).toBe('');
  });

  it('names the file after the range', () => {
    expect(transactionsCsvName({ from: '2024-04-01', to: '2025-03-31' })).toBe(
      'transactions-2024-04-01-to-2025-03-31.csv',
    );
    expect(transactionsCsvName(null)).toBe('transactions-all.csv');
  });
});

import { describe, expect, it } from 'vitest';

import { activeFilterCount, readTxnFilters, txnFilterPayload } from '@/domain/spending/txn-filters';

const from = (query: string) => {
  const params = new URLSearchParams(query);
  return readTxnFilters((name) => params.get(name));
};

describe('readTxnFilters', () => {
  it('keeps valid filters from the address', () => {
    expect(
      from(
        'search=+swiggy+&category=Food+%26+Dining&payment_mode=UPI&type=DEBIT&account_id=acc-1&month_key=2026-02',
      ),
    ).toEqual({
      search: 'swiggy',
      category: 'Food & Dining',
      payment_mode: 'UPI',
      type: 'DEBIT',
      account_id: 'acc-1',
      month_key: '2026-02',
    });
  });

  it('drops anything it does not know instead of sending it', () => {
    expect(
      from('search=%20%20&category=Biryani&payment_mode=upi&type=both&month_key=2026-13&account_id='),
    ).toEqual({});
  });

  it('caps a long search', () => {
    expect(from(`search=${'a'.repeat(150)}`).search).toHaveLength(100);
  });
});

describe('txnFilterPayload', () => {
  it('turns a month into its first and last day and an account into a one-item list', () => {
    expect(
      txnFilterPayload({ month_key: '2024-02', account_id: 'acc-1', type: 'CREDIT' }, '2026-11-25'),
    ).toEqual({
      account_ids: ['acc-1'],
      from: '2024-02-01',
      to: '2024-02-29',
      type: 'CREDIT',
    });
    expect(txnFilterPayload({}, '2026-11-25')).toEqual({});
  });

  it('turns a period into its days, and a period wins over a month in the address', () => {
    const filters = from('range=last_fy&month_key=2024-02&category=Shopping');
    expect(filters).toEqual({ range: { preset: 'last_fy' }, category: 'Shopping' });
    expect(txnFilterPayload(filters, '2026-11-25')).toEqual({
      from: '2025-04-01',
      to: '2026-03-31',
      category: 'Shopping',
    });
    const custom = from('range=custom&from=2025-01-05&to=2025-02-10');
    expect(txnFilterPayload(custom, '2026-11-25')).toEqual({ from: '2025-01-05', to: '2025-02-10' });
    expect(from('range=custom&from=2025-03-05&to=2025-02-10')).toEqual({});
  });

  it('counts active filters', () => {
    expect(activeFilterCount({})).toBe(0);
    expect(activeFilterCount({ search: 'x', category: 'Groceries' })).toBe(2);
  });

  it('asks for a month from its first to its last day', () => {
    expect(txnFilterPayload({ month_key: '2025-02' }, '2026-11-25')).toEqual({
      from: '2025-02-01',
      to: '2025-02-28',
    });
    expect(txnFilterPayload({ month_key: '2025-11' }, '2026-11-25')).toEqual({
      from: '2025-11-01',
      to: '2025-11-30',
    });
    expect(txnFilterPayload({ month_key: 'nope' }, '2026-11-25')).toEqual({});
  });
});

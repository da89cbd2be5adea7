import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { merchantKey, recategorise, type MerchantRule } from '@/domain/spending/category-rules';

const txn = (id: string, counterparty: string, category = 'Shopping') => ({
  transaction_id: id,
  counterparty,
  category,
});

describe('merchantKey', () => {
  it.each([
    ['Swiggy', 'swiggy'],
    ['  SWIGGY  ', 'swiggy'],
    ['Big Bazaar', 'big bazaar'],
    ['\tTab', '\ttab'],
    ['Café', 'café'],
    ['ÉCOLE', 'École'],
  ])('%j → %j (spaces trimmed, ASCII folded: as SQLite lower(trim()))', (input, key) => {
    expect(merchantKey(input)).toBe(key);
  });

  it('is idempotent and ignores ASCII case and surrounding spaces', () => {
    fc.assert(
      fc.property(fc.string(), fc.nat(3), fc.nat(3), (name, left, right) => {
        const key = merchantKey(name);
        expect(merchantKey(key)).toBe(key);
        expect(merchantKey(`${' '.repeat(left)}${name.toUpperCase()}${' '.repeat(right)}`)).toBe(
          merchantKey(name.toUpperCase()),
        );
      }),
    );
  });
});

/** The category one transaction shows once recategorised. */
const categoryOf = (
  row: ReturnType<typeof txn>,
  overrides: ReadonlyMap<string, string>,
  rules: MerchantRule[],
) => recategorise([row], overrides, rules)[0]?.category;

describe('rule matching', () => {
  const rules: MerchantRule[] = [
    { merchant: 'Swiggy', category: 'Food & Dining' },
    { merchant: 'Uber', category: 'Transport & Fuel' },
  ];

  it('finds the rule of a merchant whatever its case and spacing, and none for another', () => {
    expect(categoryOf(txn('t1', ' swiggy '), new Map(), rules)).toBe('Food & Dining');
    expect(categoryOf(txn('t2', 'Swiggy Instamart'), new Map(), rules)).toBe('Shopping');
    expect(categoryOf(txn('t3', 'Swiggy'), new Map(), [])).toBe('Shopping');
  });

  it('puts the override first, then the rule, then the bank', () => {
    const overrides = new Map([['t1', 'Groceries']]);
    expect(categoryOf(txn('t1', 'Swiggy'), overrides, rules)).toBe('Groceries');
    expect(categoryOf(txn('t2', 'SWIGGY'), overrides, rules)).toBe('Food & Dining');
    expect(categoryOf(txn('t3', 'Amazon'), overrides, rules)).toBe('Shopping');
  });

  it('re-categorises past rows of the merchant and keeps the others as they were', () => {
    const rows = [txn('a', 'Uber'), txn('b', 'Amazon'), txn('c', 'uber')];
    const out = recategorise(rows, new Map(), rules);
    expect(out.map((row) => row.category)).toEqual(['Transport & Fuel', 'Shopping', 'Transport & Fuel']);
    expect(out[1]).toBe(rows[1]);
  });

  it('without rules or overrides changes nothing', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ transaction_id: fc.uuid(), counterparty: fc.string(), category: fc.string() })),
        (rows) => {
          expect(recategorise(rows, new Map(), [])).toEqual(rows);
        },
      ),
    );
  });
});

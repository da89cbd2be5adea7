import { describe, expect, it } from 'vitest';

import {
  EQUITY_QUERY_KEYS,
  readBrokerView,
  readEquityPill,
  readMovers,
  withQueryValue,
} from '@/domain/portfolio/equity-query';

describe('a value read from the query', () => {
  // The Equity tab a link with this `selected-pill` opens (null: a link without one).
  const pill = (value: string | null) =>
    readEquityPill(new URLSearchParams(value === null ? {} : { [EQUITY_QUERY_KEYS.pill]: value }));

  it('takes a listed value and falls back for anything else', () => {
    expect(pill('analytics')).toBe('analytics');
    expect(pill('Analytics')).toBe('your-brokers');
    expect(pill(null)).toBe('your-brokers');
    expect(pill('__proto__')).toBe('your-brokers');
  });
});

describe('readBrokerView', () => {
  it('defaults every key: My Stocks, grouped by stock, by value, all trades', () => {
    expect(readBrokerView(new URLSearchParams())).toEqual({
      pill: 'my-stocks',
      groupBy: 'stocks',
      sort: 'value',
      rankBy: 'day_change',
      side: 'all',
    });
  });

  it('reads selected-pill, group_by, sort, rank_by and side', () => {
    const query = new URLSearchParams(
      'selected-pill=transactions&group_by=sector&sort=top_losers&rank_by=overall_return&side=SELL',
    );
    expect(readBrokerView(query)).toEqual({
      pill: 'transactions',
      groupBy: 'sector',
      sort: 'top_losers',
      rankBy: 'overall_return',
      side: 'SELL',
    });
  });

  it('ignores stale or hand-edited values', () => {
    const view = readBrokerView(new URLSearchParams('selected-pill=cards&group_by=broker&sort=name'));
    expect(view).toMatchObject({ pill: 'my-stocks', groupBy: 'stocks', sort: 'value' });
  });
});

describe('level 1 and movers', () => {
  it('reads the level-1 tab', () => {
    expect(readEquityPill(new URLSearchParams('selected-pill=analytics'))).toBe('analytics');
    expect(readEquityPill(new URLSearchParams('selected-pill=all-holdings'))).toBe('all-holdings');
    expect(readEquityPill(new URLSearchParams('selected-pill=my-stocks'))).toBe('your-brokers');
  });

  it('keeps the movers basis apart from the holdings rank_by', () => {
    const query = new URLSearchParams('ranking=top_losers&rank_by=overall_return');
    expect(readMovers(query)).toEqual({ ranking: 'top_losers', rankBy: 'day_change' });
    expect(readMovers(new URLSearchParams('movers_by=overall_return')).rankBy).toBe('overall_return');
  });
});

describe('withQueryValue', () => {
  it('sets a value and keeps the other keys', () => {
    const next = withQueryValue(new URLSearchParams('memberID=m1'), 'group_by', 'sector', 'stocks');
    expect(next.toString()).toBe('memberID=m1&group_by=sector');
  });

  it('drops a key set back to its default, so both URLs are the same screen', () => {
    const next = withQueryValue(
      new URLSearchParams('group_by=sector&sort=top_gainers'),
      'group_by',
      'stocks',
      'stocks',
    );
    expect(next.toString()).toBe('sort=top_gainers');
  });

  it('never changes the query it was given', () => {
    const query = new URLSearchParams('a=1');
    withQueryValue(query, 'a', '2', '0');
    expect(query.toString()).toBe('a=1');
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { patchBrokerTracking, patchStockAlert } from '@/domain/offline/patch-records';

const tracking = { gmail_enabled: false, price_alerts_enabled: false, non_aa_tracking_revoked: false };

describe('patching cached answers', () => {
  it('keeps the identity of everything a patch does not touch', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (data) => {
        expect(patchBrokerTracking(data, 'no account has this id', { gmail_enabled: true })).toBe(data);
      }),
    );
  });

  it('replaces matching objects inside arrays and objects, and copies only their ancestors', () => {
    const row = (account_id: string) => ({ account_id, tracking });
    const data = { pages: [{ items: [row('a'), row('b')] }], other: row('c') };
    const next = patchBrokerTracking(data, 'b', { gmail_enabled: true });
    expect(next.pages[0]?.items[1]).toEqual({
      account_id: 'b',
      tracking: { ...tracking, gmail_enabled: true },
    });
    expect(next.pages[0]?.items[0]).toBe(data.pages[0]?.items[0]);
    expect(next.other).toBe(data.other);
    expect(data.pages[0]?.items[1]).toEqual(row('b'));
  });
});

describe('patchBrokerTracking', () => {
  it("switches only that broker's tracking, in a masthead and in the broker list", () => {
    const masthead = { account_id: 'acc-1', broker_name: 'Zerodha', tracking };
    const list = { brokers: [masthead, { account_id: 'acc-2', tracking }] };
    const on = { price_alerts_enabled: true };
    expect(patchBrokerTracking(masthead, 'acc-1', on).tracking).toEqual({ ...tracking, ...on });
    const next = patchBrokerTracking(list, 'acc-1', on);
    expect(next.brokers[0]?.tracking.price_alerts_enabled).toBe(true);
    expect(next.brokers[1]).toBe(list.brokers[1]);
  });

  it('leaves a holding of that broker alone (its own alert is the server’s to say)', () => {
    const holding = { account_id: 'acc-1', isin: 'INE1', price_alert_enabled: false };
    expect(patchBrokerTracking(holding, 'acc-1', { price_alerts_enabled: true })).toBe(holding);
  });
});

describe('patchStockAlert', () => {
  it('sets the alert of that stock at that broker only', () => {
    const holdings = [
      { account_id: 'acc-1', isin: 'INE1', price_alert_enabled: false },
      { account_id: 'acc-2', isin: 'INE1', price_alert_enabled: false },
      { account_id: 'acc-1', isin: 'INE2', price_alert_enabled: false },
    ];
    const next = patchStockAlert(holdings, 'acc-1', 'INE1', true);
    expect(next.map((h) => h.price_alert_enabled)).toEqual([true, false, false]);
    expect(next[1]).toBe(holdings[1]);
  });
});

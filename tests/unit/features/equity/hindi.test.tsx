import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { HoldingRow } from '@/features/equity/broker/holding-row';
import { MonthHeading, TradeItem } from '@/features/equity/broker/trade-item';
import { Change } from '@/features/equity/common/change';

import { InHindi } from '../../../support/intl';
import { holding } from '../../fixtures/stocks-widget';
import { renderEquity } from './render';

/** What the eye sees: the text outside the screen-reader-only words. */
function visibleText(element: HTMLElement | null): string {
  return [...(element?.querySelectorAll('[aria-hidden="true"]') ?? [])]
    .filter((node) => node.tagName === 'SPAN')
    .map((node) => node.textContent)
    .join('');
}

describe('Equity in Hindi', () => {
  it('says a gain and a loss in Hindi words, with Hindi short units', () => {
    renderEquity(
      <InHindi>
        <Change amount={219605} bps={55} />
        <Change amount={-985955} bps={-174} compact />
        <Change amount={0} bps={0} />
      </InHindi>,
    );
    expect(screen.getByText('₹2,196.05 बढ़ा, 0.55%')).toBeTruthy();
    const loss = screen.getByText('₹9,859.55 घटा, 1.74%').parentElement;
    expect(visibleText(loss)).toBe('−₹9.85 हज़ार(−1.74%)');
    expect(screen.getByText('कोई बदलाव नहीं, ₹0.00')).toBeTruthy();
  });

  it('labels a holding in Hindi, its market cap and sector worded by us, its name left as data', () => {
    renderEquity(
      <InHindi>
        <HoldingRow holding={holding({ xirr_bps: 1234 })} showTags />
      </InHindi>,
    );
    for (const label of ['मात्रा', 'औसत भाव', 'अंतिम भाव', 'निवेश', 'लाभ/हानि', 'आज'])
      expect(screen.getByText(label)).toBeTruthy();
    expect(screen.getByText('लार्ज कैप')).toBeTruthy();
    expect(screen.getByText('आईटी')).toBeTruthy();
    expect(screen.getByRole('article').textContent).toContain('XIRR +12.34% सालाना');
    const name = screen.getByRole('heading', { name: 'Infosys Ltd' });
    expect(name.getAttribute('translate')).toBe('no');
  });

  it('writes a trade and its month in Hindi: side in words, whole month names', () => {
    renderEquity(
      <InHindi>
        <MonthHeading
          row={{
            kind: 'month',
            key: '2026-10',
            count: 1,
            boughtPaise: 150_000_00,
            soldPaise: 0,
          }}
        />
        <TradeItem
          trade={{
            trade_id: 't1',
            side: 'BUY',
            isin: 'INE009A01021',
            symbol: 'INFY',
            company_name: 'Infosys Ltd',
            quantity: 10,
            price_paise: 1_500_00,
            amount_paise: 15_000_00,
            exchange: 'NSE',
            traded_at: '2026-10-22T05:00:00.000Z',
            order_id: 'o1',
          }}
        />
      </InHindi>,
    );
    expect(screen.getByRole('heading', { name: 'अक्टूबर 2026' })).toBeTruthy();
    // The amount itself is the shared Amount component's; the words around it are ours.
    expect(screen.getByText('ख़रीदा', { exact: false }).textContent).toMatch(/^ख़रीदा ₹1\.5/);
    expect(screen.getByText('ख़रीद')).toBeTruthy();
    expect(screen.getByText('22 अक्टूबर 2026')).toBeTruthy();
  });
});

import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { attentionItems } from '@/domain/wealth/attention';
import { dueTimeline } from '@/domain/wealth/due-timeline';
import { AttentionSection } from '@/features/home/attention-section';
import { cardDues, emiDues } from '@/features/home/due-items';
import { DueSection } from '@/features/home/due-section';
import { LinkCall } from '@/features/home/link-call';

import { InHindi } from '../../../support/intl';
import { renderWithProviders } from '../../../support/render';

const TODAY = '2026-11-25';

describe('home in Hindi', () => {
  it('invites a newbie to link in Hindi, with the language switch beside it', () => {
    renderWithProviders(
      <InHindi>
        <LinkCall />
      </InHindi>,
    );
    expect(screen.getByRole('heading', { name: 'अपना सारा पैसा एक जगह देखें' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'अपने खाते जोड़ें' })).toBeTruthy();
    expect(screen.getByText('हर महीने यह कैसे बदलती है')).toBeTruthy();
    // The switch names each language in its own script.
    expect(screen.getByRole('button', { name: 'English' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'हिन्दी' })).toBeTruthy();
  });

  it('shows the newbie language switch in English too', () => {
    renderWithProviders(<LinkCall />);
    expect(screen.getByRole('link', { name: 'Link your accounts' })).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Language' })).toBeTruthy();
  });

  it('says what needs attention in Hindi, with a Hindi date, a Hindi category and the action named', () => {
    const items = attentionItems(
      {
        today: TODAY,
        overdueEmi: { amountPaise: 391_700, count: 1, oldestDueDate: '2026-11-15' },
        cardBills: [],
        consents: [],
        unfinishedLinking: null,
        budgets: [
          {
            category: 'Food & Dining',
            status: 'OVER',
            spentPaise: 12_000_00,
            limitPaise: 10_000_00,
            projectedPaise: 15_000_00,
          },
        ],
      },
      'hi-IN',
    );
    renderWithProviders(
      <InHindi>
        <AttentionSection items={items} loading={false} />
      </InHindi>,
    );
    expect(screen.getByRole('heading', { name: 'ध्यान देने वाली बातें' })).toBeTruthy();
    expect(screen.getByText('इंस्टेंट कैश की ₹3,917.00 की EMI बकाया है')).toBeTruthy();
    expect(screen.getByText('देय तिथि 15 नवंबर थी, 10 दिन पहले')).toBeTruthy();
    expect(screen.getByText('खाना-पीना का खर्च ₹10,000.00 के बजट से ऊपर चला गया है')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'EMI चुकाएँ: इंस्टेंट कैश की ₹3,917.00 की EMI बकाया है' })).toBeTruthy();
  });

  it('lists what falls due by week in Hindi, with Hindi dates and a card’s minimum', () => {
    const weeks = dueTimeline(
      [
        ...emiDues({
          rows: [
            { due_date: '2026-11-27', status: 'DUE', emi_paise: 4_567_00 },
            { due_date: '2026-12-10', status: 'UPCOMING', emi_paise: 4_567_00 },
          ],
        } as unknown as Parameters<typeof emiDues>[0]),
        ...cardDues(
          {
            cards: [
              {
                card_id: 'c1',
                issuer: 'HDFC',
                card_name: 'Regalia',
                current_statement: {
                  due_date: '2026-12-03',
                  outstanding_paise: 25_000_00,
                  min_due_paise: 1_250_00,
                  status: 'UNPAID',
                },
              },
            ],
          } as unknown as Parameters<typeof cardDues>[0],
          'hi-IN',
        ),
      ],
      TODAY,
      undefined,
      'hi-IN',
    );
    renderWithProviders(
      <InHindi>
        <DueSection weeks={weeks} loading={false} />
      </InHindi>,
    );
    expect(screen.getByRole('heading', { name: 'आने वाले भुगतान' })).toBeTruthy();
    const thisWeek = screen.getByRole('region', { name: 'यह हफ़्ता' });
    expect(within(thisWeek).getByText('27 नवंबर')).toBeTruthy();
    expect(within(thisWeek).getByText('इंस्टेंट कैश EMI')).toBeTruthy();
    const nextWeek = screen.getByRole('region', { name: 'अगला हफ़्ता' });
    expect(nextWeek.textContent).toContain('HDFC Regalia का बिल');
    // The card's name is data: kept from translation.
    expect(within(nextWeek).getByText('HDFC Regalia').getAttribute('translate')).toBe('no');
    expect(within(nextWeek).getByText('न्यूनतम ₹1,250.00')).toBeTruthy();
    expect(screen.getByRole('region', { name: '7 दिसंबर वाला हफ़्ता' })).toBeTruthy();
  });
});

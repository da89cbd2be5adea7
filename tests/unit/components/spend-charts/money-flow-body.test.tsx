import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { MoneyFlowBody } from '@/components/spend-charts/money-flow-body';

import { InHindi } from '../../../support/intl';

const month = (key: string, inPaise: number, outPaise: number) => ({
  month_key: key,
  money_in_paise: inPaise,
  money_out_paise: outPaise,
});

const answered = <T,>(data: T) => ({ data, error: null, isError: false, refetch: () => {} });

describe('MoneyFlowBody', { timeout: 30_000 }, () => {
  it('names the chart’s months in the reader’s language from their keys', async () => {
    render(
      <InHindi>
        <MoneyFlowBody
          query={answered({
            months: [month('2026-09', 500_00, 200_00), month('2026-10', 700_00, 900_00)],
            totals: { money_in_paise: 1200_00, money_out_paise: 1100_00 },
          })}
          error={{ id: 'test.flow.failed', defaultMessage: 'failed' }}
          figures={() => []}
        />
      </InHindi>,
    );
    const chart = await screen.findByRole('img', { name: /बार चार्ट/ }, { timeout: 25_000 });
    expect(chart.getAttribute('aria-label')).toContain('सितंबर 2026 से अक्टूबर 2026');
    // The axis too: the answer's English month labels are not what the bars are named by.
    expect(chart.textContent).toContain('सित');
    expect(chart.textContent).not.toMatch(/Sep|Oct/);
  });

  it('says so when no money moved, and draws nothing', () => {
    render(
      <InHindi>
        <MoneyFlowBody
          query={answered({
            months: [month('2026-10', 0, 0)],
            totals: { money_in_paise: 0, money_out_paise: 0 },
          })}
          error={{ id: 'test.flow.failed', defaultMessage: 'failed' }}
          figures={() => []}
        />
      </InHindi>,
    );
    expect(screen.getByText('इस अवधि में न कोई पैसा आया, न गया।')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });
});

import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';

import { daysRangeText, rangeChoiceText } from '@/domain/dates/period-texts';
import { RANGE_PRESETS } from '@/domain/dates/periods';
import type { Text } from '@/domain/text/message';
import hindi from '@/i18n/catalogue/hi-IN.json';

const english = createIntl({ locale: 'en-IN', defaultLocale: 'en-IN', onError: () => {} });
const hindiIntl = createIntl({ locale: 'hi-IN', defaultLocale: 'en-IN', messages: hindi });
const en = (text: Text) => english.formatMessage(text, text.values);
const hi = (text: Text) => hindiIntl.formatMessage(text, text.values);

describe('the words of a period', () => {
  it('names every preset in both languages', () => {
    for (const preset of RANGE_PRESETS) {
      const text = rangeChoiceText({ preset }, '2026-11-25');
      expect(en(text)).toMatch(/^(This|Last) /);
      expect(hindi).toHaveProperty(text.id);
    }
    expect(en(rangeChoiceText({ preset: 'last_3_months' }, '2026-11-25'))).toBe('Last 3 months');
    expect(hi(rangeChoiceText({ preset: 'last_3_months' }, '2026-11-25', 'hi-IN'))).toBe('पिछले 3 महीने');
  });

  it('names the financial year where the preset alone does not, by the day it is asked on', () => {
    expect(en(rangeChoiceText({ preset: 'last_fy' }, '2026-11-25'))).toBe('Last financial year (FY 2025-26)');
    expect(en(rangeChoiceText({ preset: 'this_fy' }, '2026-02-25'))).toBe('This financial year (FY 2025-26)');
    // 1 April starts the next financial year.
    expect(en(rangeChoiceText({ preset: 'this_fy' }, '2026-04-01'))).toBe('This financial year (FY 2026-27)');
    expect(en(rangeChoiceText({ preset: 'last_fy' }, '2000-03-31'))).toBe('Last financial year (FY 1998-99)');
    expect(hi(rangeChoiceText({ preset: 'last_fy' }, '2026-11-26', 'hi-IN'))).toBe(
      'पिछला वित्त वर्ष (वित्त वर्ष 2025-26)',
    );
    expect(en(rangeChoiceText({ preset: 'last_month' }, '2026-11-26'))).toBe('Last month');
  });

  it('writes a custom span as its days, one day as one date', () => {
    const span = { preset: 'custom', from: '2025-04-01', to: '2025-04-30' } as const;
    expect(en(rangeChoiceText(span, '2026-01-01'))).toBe('1 Apr 2025 – 30 Apr 2025');
    expect(hi(rangeChoiceText(span, '2026-01-01', 'hi-IN'))).toBe('1 अप्रैल 2025 – 30 अप्रैल 2025');
    expect(daysRangeText({ from: '2025-04-01', to: '2025-04-01' })).toBe('1 Apr 2025');
  });
});

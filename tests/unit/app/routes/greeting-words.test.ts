import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';

import { greetingText } from '@/app/routes/greeting-words';
import hindi from '@/i18n/catalogue/hi-IN.json';

const en = createIntl({ locale: 'en-IN', defaultLocale: 'en-IN' });
const hi = createIntl({ locale: 'hi-IN', defaultLocale: 'en-IN', messages: hindi });
const hindiIds: Record<string, string> = hindi;

// An hour of each part of the day, with the id of its greeting.
const PARTS = [
  ['morning', 8, 'app.home.greeting.morning'],
  ['afternoon', 14, 'app.home.greeting.afternoon'],
  ['evening', 20, 'app.home.greeting.evening'],
] as const;

describe('the greeting of each part of the day', () => {
  it.each(PARTS)('%s has a greeting in English and in Hindi', (_part, hour, id) => {
    expect(hindiIds[id]).toBeTypeOf('string');
    expect(greetingText(hour, hi)).toBe(hindiIds[id]);
  });

  it('reads as before in English', () => {
    expect(PARTS.map(([, hour]) => greetingText(hour, en))).toEqual([
      'Good morning',
      'Good afternoon',
      'Good evening',
    ]);
  });
});

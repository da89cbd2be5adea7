import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';

import { GREETINGS } from '@/app/routes/home';
import { PARTS_OF_DAY } from '@/domain/dates/greeting';
import hindi from '@/i18n/catalogue/hi-IN.json';

const en = createIntl({ locale: 'en-IN', defaultLocale: 'en-IN' });
const hi = createIntl({ locale: 'hi-IN', defaultLocale: 'en-IN', messages: hindi });
const hindiIds: Record<string, string> = hindi;

describe('the greeting of each part of the day', () => {
  it.each(PARTS_OF_DAY)('%s has a greeting in English and in Hindi', (part) => {
    const id = GREETINGS[part].id ?? '';
    expect(hindiIds[id]).toBeTypeOf('string');
    expect(hi.formatMessage(GREETINGS[part])).toBe(hindiIds[id]);
  });

  it('reads as before in English', () => {
    expect(PARTS_OF_DAY.map((part) => en.formatMessage(GREETINGS[part]))).toEqual([
      'Good morning',
      'Good afternoon',
      'Good evening',
    ]);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';

import { APP_LOCALES } from '@/domain/text/locale';
import { warmUpIcu } from '@/i18n/icu-warm-up';

afterEach(() => vi.restoreAllMocks());

type FormatterKind =
  'NumberFormat' | 'DateTimeFormat' | 'RelativeTimeFormat' | 'PluralRules' | 'ListFormat' | 'Collator';

/** Watches one `Intl` constructor, still building the real formatter. */
function watch(kind: FormatterKind) {
  const Real = Intl[kind] as unknown as new (...args: unknown[]) => object;
  return vi.spyOn(Intl, kind).mockImplementation(function (...args: unknown[]) {
    return new Real(...args);
  });
}

/** The locales each `Intl` constructor of `kind` was called with. */
function localesOf(spy: { mock: { calls: unknown[][] } }): unknown[] {
  return spy.mock.calls.map((call) => call[0]);
}

describe('warmUpIcu', () => {
  it('makes every kind of formatter the app uses, for each of its languages, without a bad option', () => {
    const kinds = {
      NumberFormat: watch('NumberFormat'),
      DateTimeFormat: watch('DateTimeFormat'),
      RelativeTimeFormat: watch('RelativeTimeFormat'),
      PluralRules: watch('PluralRules'),
      ListFormat: watch('ListFormat'),
      Collator: watch('Collator'),
    };
    expect(() => warmUpIcu()).not.toThrow();
    for (const spy of Object.values(kinds)) {
      for (const locale of APP_LOCALES) expect(localesOf(spy)).toContain(locale);
    }
  });

  it('starts English before Hindi: the language most first screens are in is ready first', () => {
    const numbers = watch('NumberFormat');
    warmUpIcu();
    const locales = localesOf(numbers);
    expect(locales.indexOf('en-IN')).toBeLessThan(locales.indexOf('hi-IN'));
  });

  it("covers India's zone and UTC in its date formatters, and the en-US one zonedDay reads days with", () => {
    const dates = watch('DateTimeFormat');
    warmUpIcu();
    const zones = dates.mock.calls.map(
      (call: unknown[]) => (call[1] as Intl.DateTimeFormatOptions | undefined)?.timeZone,
    );
    expect(zones).toEqual(expect.arrayContaining(['Asia/Kolkata', 'UTC']));
    expect(localesOf(dates)).toContain('en-US');
  });
});

import { type ComponentProps, createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import * as reactIntl from 'react-intl';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import en from '@/i18n/catalogue/en-IN.json';
import hi from '@/i18n/catalogue/hi-IN.json';
import * as compiled from '@/i18n/compiled-intl';

import { parserDir } from '../../../scripts/vite/precompile-messages';

/**
 * The build formats every message with src/i18n/compiled-intl.tsx, tests and the dev server with
 * react-intl. Here both format every message of both catalogues, each select's every option and
 * each plural at counts that reach every category, plain and with rich-text tags as React
 * elements, and must agree to the character.
 */

type Element = {
  type: number;
  value?: string;
  options?: Record<string, { value: Element[] }>;
  children?: Element[];
};
type Parse = (message: string) => Element[];
/** react-intl's type for values (it cannot say a tag's function takes React nodes or strings). */
type TheirValues = Parameters<reactIntl.IntlShape['formatMessage']>[1];

/** What a message asks of its values: which names are counts, choices, tags or plain text. */
function needs(elements: Element[], into = new Map<string, { kind: string; keys: string[] }>()) {
  for (const element of elements) {
    const name = element.value;
    if (element.type === 1 && name && !into.has(name)) into.set(name, { kind: 'text', keys: [] });
    if (element.type === 5 && name)
      into.set(name, { kind: 'select', keys: [...Object.keys(element.options!), 'unknown'] });
    if (element.type === 6 && name) into.set(name, { kind: 'plural', keys: [] });
    if (element.type === 8 && name) into.set(name, { kind: 'tag', keys: [] });
    for (const option of Object.values(element.options ?? {})) needs(option.value, into);
    if (element.children) needs(element.children, into);
  }
  return into;
}

/** Every count category in English and Hindi (zero, one, two, few, many, other), and 1.5. */
const COUNTS = [0, 1, 2, 3, 5, 11, 21, 100, 1.5, 1234567];

/** The value sets to try: as many as the longest list of choices, each list taken round. */
function valueSets(elements: Element[], tag: (name: string) => unknown) {
  const wanted = needs(elements);
  const rounds = Math.max(1, ...[...wanted.values()].map((need) => need.keys.length), COUNTS.length);
  return Array.from({ length: rounds }, (_, round) => {
    const values: Record<string, unknown> = {};
    for (const [name, need] of wanted) {
      if (need.kind === 'select') values[name] = need.keys[round % need.keys.length];
      else if (need.kind === 'plural') values[name] = COUNTS[round % COUNTS.length];
      else if (need.kind === 'tag') values[name] = tag(name);
      else values[name] = `‹${name}›`;
    }
    return values;
  });
}

let parse: Parse;
beforeAll(async () => {
  const parser = (await import(`${parserDir(process.cwd())}/index.js`)) as { parse: Parse };
  parse = (message) => parser.parse(message);
});

const CATALOGUES = { 'en-IN': en, 'hi-IN': hi } as Record<string, Record<string, string>>;

describe.each(Object.keys(CATALOGUES))('every %s message', (locale) => {
  const catalogue = CATALOGUES[locale]!;
  const ids = Object.keys(catalogue);

  it('formats to the same text as react-intl', () => {
    const theirs = reactIntl.createIntl({ locale, defaultLocale: 'en-IN', messages: catalogue });
    const parsed = Object.fromEntries(ids.map((id) => [id, parse(catalogue[id]!)]));
    const ours = compiled.createIntl({ locale, defaultLocale: 'en-IN', messages: parsed });
    let compared = 0;
    for (const id of ids) {
      const textTag = (name: string) => (chunks: unknown[]) => `<${name}>${chunks.join('')}</${name}>`;
      for (const values of valueSets(parsed[id]!, textTag)) {
        expect(ours.formatMessage({ id }, values), id).toEqual(
          theirs.formatMessage({ id }, values as TheirValues),
        );
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThan(ids.length);
  });

  it('renders the same markup as react-intl, rich-text tags as elements', () => {
    const parsed = Object.fromEntries(ids.map((id) => [id, parse(catalogue[id]!)]));
    const elementTag = (name: string) => (chunks: ReactNode[]) => createElement('b', { title: name }, chunks);
    const withTags = ids.filter((id) => [...needs(parsed[id]!).values()].some((need) => need.kind === 'tag'));
    expect(withTags.length).toBeGreaterThan(10);
    const errors = vi.spyOn(console, 'error');
    for (const id of withTags) {
      for (const values of valueSets(parsed[id]!, elementTag)) {
        const theirs = renderToStaticMarkup(
          createElement(
            reactIntl.IntlProvider,
            { locale, defaultLocale: 'en-IN', messages: catalogue },
            createElement(reactIntl.FormattedMessage, {
              id,
              values: values as ComponentProps<typeof reactIntl.FormattedMessage>['values'],
            }),
          ),
        );
        const ours = renderToStaticMarkup(
          createElement(
            compiled.IntlProvider,
            { locale, defaultLocale: 'en-IN', messages: parsed },
            createElement(compiled.FormattedMessage, { id, values }),
          ),
        );
        expect(ours, id).toBe(theirs);
      }
    }
    // A list of elements without keys would have warned.
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});

describe('compiled-intl', () => {
  it('falls back to the English default, formatted in English, when a Hindi message is missing', () => {
    const onError = vi.fn();
    const intl = compiled.createIntl({ locale: 'hi-IN', defaultLocale: 'en-IN', messages: {}, onError });
    const defaultMessage = parse('{count, plural, one {# account} other {# accounts}}');
    expect(intl.formatMessage({ id: 'x', defaultMessage }, { count: 1234567 })).toBe('12,34,567 accounts');
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: 'MISSING_TRANSLATION' }));
  });

  it('shows the default when the message cannot be formatted, and the id when nothing can', () => {
    const onError = vi.fn();
    const intl = compiled.createIntl({
      locale: 'hi-IN',
      defaultLocale: 'en-IN',
      messages: { a: parse('{name} का खाता'), b: parse('{name} का खाता') },
      onError,
    });
    expect(intl.formatMessage({ id: 'a', defaultMessage: parse('Account') })).toBe('Account');
    expect(intl.formatMessage({ id: 'b' })).toBe('b');
    expect(intl.formatMessage({ id: 'c' })).toBe('c');
    expect(onError).toHaveBeenCalledTimes(3);
  });

  it('refuses a message element it does not handle, so the catalogue test names it', () => {
    const onError = vi.fn();
    const intl = compiled.createIntl({ locale: 'en-IN', messages: { n: parse('{n, number}') }, onError });
    expect(intl.formatMessage({ id: 'n' }, { n: 5 })).toBe('n');
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: 'FORMAT_ERROR' }));
  });

  it('formats numbers and dates as react-intl does for the options the app uses', () => {
    for (const locale of ['en-IN', 'hi-IN']) {
      const theirs = reactIntl.createIntl({ locale });
      const ours = compiled.createIntl({ locale });
      const numberOptions: reactIntl.FormatNumberOptions[] = [
        { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 },
        { minimumFractionDigits: 3, maximumFractionDigits: 3 },
        { maximumFractionDigits: 4 },
        { style: 'percent', maximumFractionDigits: 1 },
      ];
      for (const options of numberOptions) {
        for (const value of [0, 0.1234, 12.5, 1234567.891]) {
          expect(ours.formatNumber(value, options)).toBe(theirs.formatNumber(value, options));
        }
      }
      const day = new Date('2026-03-31T00:00:00Z');
      const dateOptions: Intl.DateTimeFormatOptions = {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        timeZone: 'UTC',
      };
      expect(ours.formatDate(day, dateOptions)).toBe(theirs.formatDate(day, dateOptions));
    }
  });

  it('needs a provider, as react-intl does', () => {
    const Probe = () => createElement('span', null, compiled.useIntl().locale);
    expect(() => renderToStaticMarkup(createElement(Probe))).toThrow(/IntlProvider/);
    const markup = renderToStaticMarkup(
      createElement(compiled.IntlProvider, { locale: 'hi-IN' }, createElement(Probe)),
    );
    expect(markup).toBe('<span>hi-IN</span>');
  });
});

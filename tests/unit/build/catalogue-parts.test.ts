import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import {
  messageIdsIn,
  partOfFile,
  partsOfMessages,
  splitCatalogue,
} from '../../../scripts/vite/catalogue-parts';
import hindi from '../../../src/i18n/catalogue/hi-IN.json';

const SRC = join(process.cwd(), 'src');

describe('the Hindi catalogue in parts', () => {
  it('gives a feature’s files its own part, the telemetry view its own, everything else the shell', () => {
    expect(partOfFile('features/savings/summary/summary.tsx')).toBe('savings');
    expect(partOfFile('features/credit-cards/routes.tsx')).toBe('credit-cards');
    expect(partOfFile('telemetry/debug-view.tsx')).toBe('telemetry');
    expect(partOfFile('components/feedback/error-text.ts')).toBe('shell');
    expect(partOfFile('domain/dates/greeting.ts')).toBe('shell');
    expect(partOfFile('app/routes/home.tsx')).toBe('shell');
  });

  it('finds message ids written as properties and as JSX attributes', () => {
    const code = `
      const WORDS = defineMessages({ a: { id: 'savings.tabs.summary', defaultMessage: 'Summary' } });
      <FormattedMessage id="savings.page.title" defaultMessage="Savings" />;`;
    expect(messageIdsIn(code)).toEqual(['savings.tabs.summary', 'savings.page.title']);
    expect(messageIdsIn(`const id = 'savings.tabs.summary';`)).toEqual([]);
  });

  it('places every Hindi message in a part, each in the part of the code that defines it', () => {
    const parts = partsOfMessages(SRC);
    expect(Object.keys(hindi).filter((id) => !parts.has(id))).toEqual([]);
    expect(parts.get('common.language.label')).toBe('shell');
    expect(parts.get('alerts.list.important')).toBe('alerts');
  });

  it('splits without losing a message, an unclaimed one going to the shell', () => {
    const split = splitCatalogue(
      { 'a.b': 'x', 'c.d': 'y', 'e.f': 'z' },
      new Map([
        ['a.b', 'savings'],
        ['c.d', 'shell'],
      ]),
    );
    expect(split).toEqual({ shell: { 'c.d': 'y', 'e.f': 'z' }, savings: { 'a.b': 'x' } });
  });
});

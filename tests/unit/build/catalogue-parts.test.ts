import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import {
  importsOf,
  messageIdsIn,
  partOfFile,
  partsOfMessages,
  splitCatalogue,
} from '../../../scripts/vite/catalogue-parts';
import hindi from '../../../src/i18n/catalogue/hi-IN.json';

const SRC = join(process.cwd(), 'src');

describe('the Hindi catalogue in parts', () => {
  it('gives a feature’s files its own part, the telemetry view its own, shared files the shell’s by default', () => {
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

  it('reads static and lazy imports of source files, not type-only ones nor packages', () => {
    const files = new Set(['app/a.tsx', 'app/b.ts', 'components/c/index.ts', 'domain/d.ts', 'domain/e.ts']);
    const code = `
      import { x } from './b';
      import type { T } from '@/domain/e';
      import {
        y,
        type U,
      } from '@/components/c';
      import React from 'react';
      const later = () => import('../domain/d');`;
    expect(importsOf('app/a.tsx', code, files)).toEqual(['app/b.ts', 'components/c/index.ts', 'domain/d.ts']);
  });

  it('finds every lazy import in src, since each is a literal path', () => {
    const computed = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file))
      .flatMap((file) =>
        readFileSync(join(SRC, file), 'utf8')
          .split('\n')
          .filter((line) => !/^\s*(\*|\/\/)/.test(line) && /\bimport\(\s*[^'"\s)]/.test(line))
          .map((line) => `${file}: ${line.trim()}`),
      );
    expect(computed).toEqual([]);
  });

  it('places every Hindi message in a part, with the code that shows it', () => {
    const parts = partsOfMessages(SRC);
    expect(Object.keys(hindi).filter((id) => !parts.has(id))).toEqual([]);
    // The shell's own words, and a shared component's the shell reaches.
    expect(parts.get('common.loading')).toEqual(['shell']);
    // A feature's words.
    expect(parts.get('alerts.list.important')).toEqual(['alerts']);
    // A shared chart only some features draw: its words go with each of them, not the shell.
    expect(parts.get('components.flowBars.spent')).toEqual(['banks', 'credit-cards', 'equity', 'savings']);
  });

  it('splits without losing a message, a shared one in each of its parts, an unclaimed one in the shell', () => {
    const split = splitCatalogue(
      { 'a.b': 'x', 'c.d': 'y', 'e.f': 'z', 'g.h': 'w' },
      new Map([
        ['a.b', ['savings']],
        ['c.d', ['shell']],
        ['g.h', ['banks', 'savings']],
      ]),
    );
    expect(split).toEqual({
      shell: { 'c.d': 'y', 'e.f': 'z' },
      savings: { 'a.b': 'x', 'g.h': 'w' },
      banks: { 'g.h': 'w' },
    });
  });
});

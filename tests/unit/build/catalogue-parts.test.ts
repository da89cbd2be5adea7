import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import ts from 'typescript';
import { describe, expect, it } from 'vitest';

import {
  importsOf,
  messageIdsIn,
  partOfFile,
  partsOfMessages,
  sourceFileOf,
  splitCatalogue,
  staticImportsOf,
} from '../../../scripts/vite/catalogue-parts';
import hindi from '../../../src/i18n/catalogue/hi-IN.json';

const SRC = join(process.cwd(), 'src');

const sourceFilesOf = (dir: string) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split('\\').join('/'))
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'));

type LazyImport = { target: string; waitsForWords: boolean };

/** A call of `withLaterWords` or `lazyNamed` (which calls it) around `node`. */
function insideWordsWait(node: ts.Node): boolean {
  for (let at = node.parent; at !== undefined; at = at.parent)
    if (
      ts.isCallExpression(at) &&
      ts.isIdentifier(at.expression) &&
      ['withLaterWords', 'lazyNamed'].includes(at.expression.text)
    )
      return true;
  return false;
}

/**
 * What `file` imports at run time, read by the TypeScript parser: import and export declarations
 * that are not type-only (`static`), and `import()` calls (`lazy`, each with whether it waits for
 * the later words). A lazy import of a computed path fails the test, since no scan can follow it.
 */
function runtimeImports(
  file: string,
  code: string,
  known: ReadonlySet<string>,
): { static: string[]; lazy: LazyImport[] } {
  const found = new Set<string>();
  const lazy: LazyImport[] = [];
  const add = (spec: string) => {
    const target = sourceFileOf(file, spec, known);
    if (target !== undefined) found.add(target);
  };
  const visit = (node: ts.Node): void => {
    if (
      ts.isImportDeclaration(node) &&
      !node.importClause?.isTypeOnly &&
      ts.isStringLiteral(node.moduleSpecifier)
    )
      add(node.moduleSpecifier.text);
    if (
      ts.isExportDeclaration(node) &&
      !node.isTypeOnly &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    )
      add(node.moduleSpecifier.text);
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [spec] = node.arguments;
      if (spec === undefined || !ts.isStringLiteral(spec))
        throw new Error(`${file}: import() of a computed path`);
      const target = sourceFileOf(file, spec.text, known);
      if (target !== undefined) lazy.push({ target, waitsForWords: insideWordsWait(node) });
    }
    ts.forEachChild(node, visit);
  };
  visit(
    ts.createSourceFile(
      file,
      code,
      ts.ScriptTarget.Latest,
      true,
      file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
    ),
  );
  return { static: [...found], lazy };
}

describe('the Hindi catalogue in parts', () => {
  it('gives a feature’s files its own part, the telemetry view its own, shared files the shell’s by default', () => {
    expect(partOfFile('features/savings/summary/summary.tsx')).toBe('savings');
    expect(partOfFile('features/credit-cards/routes.tsx')).toBe('credit-cards');
    expect(partOfFile('telemetry/debug-view.tsx')).toBe('telemetry');
    expect(partOfFile('components/feedback/error-text.ts')).toBe('shell');
    expect(partOfFile('domain/dates/greeting.ts')).toBe('shell');
    expect(partOfFile('app/routes/home.tsx')).toBe('shell');
    expect(partOfFile('app/test-harness/native-harness.tsx')).toBe('test-harness');
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

  it('reads the same imports of every source file as the TypeScript parser, each lazy one a literal path', () => {
    const files = sourceFilesOf(SRC);
    const known = new Set(files);
    const disagreements: string[] = [];
    for (const file of files) {
      const code = readFileSync(join(SRC, file), 'utf8');
      const parsed = runtimeImports(file, code, known);
      const all = [...new Set([...parsed.static, ...parsed.lazy.map((site) => site.target)])].sort();
      const scanned = importsOf(file, code, known);
      if ([...new Set(scanned)].sort().join() !== all.join())
        disagreements.push(`${file}: scanned ${scanned.join(', ')}; parsed ${all.join(', ')}`);
      const scannedStatic = staticImportsOf(file, code, known);
      if ([...new Set(scannedStatic)].sort().join() !== parsed.static.sort().join())
        disagreements.push(`${file}: static ${scannedStatic.join(', ')}; parsed ${parsed.static.join(', ')}`);
    }
    expect(disagreements).toEqual([]);
  });

  it('places every Hindi message in a part, with the code that shows it', () => {
    const parts = partsOfMessages(SRC);
    expect(Object.keys(hindi).filter((id) => !parts.has(id))).toEqual([]);
    // The shell's own words, and a shared component's the shell reaches.
    expect(parts.get('common.loading')).toEqual(['shell']);
    // A feature's words.
    expect(parts.get('alerts.list.important')).toEqual(['alerts']);
    // A feature's later screen (a fund's page): its words come after the first screen's.
    expect(parts.get('mutualFunds.title')).toEqual(['mutual-funds']);
    expect(parts.get('mutualFunds.fund.units')).toEqual(['mutual-funds.later']);
    // A shared chart only some features draw, each in a chunk of its own: its words go with
    // each of them, after their first screens, not with the shell.
    expect(parts.get('components.flowBars.spent')).toEqual([
      'banks.later',
      'credit-cards.later',
      'equity.later',
      'savings.later',
    ]);
    // Drawn on some first screens and on a later one: with those first screens, and later there.
    expect(parts.get('components.chart.loading')).toEqual([
      'equity',
      'home',
      'mutual-funds.later',
      'savings',
    ]);
  });

  it('has every lazy screen, dialog or chart of a feature wait for its words', () => {
    // A feature's later part downloads when the page is idle. A lazy import inside a feature, or
    // in a shared component, whose code shows words goes through withLaterWords (lazyNamed does),
    // so what it loads renders in the reader's language even when opened before that. (app/
    // loads each feature with withWords, which waits for the feature's first words.)
    const files = sourceFilesOf(SRC);
    const known = new Set(files);
    const codeOf = new Map(files.map((file) => [file, readFileSync(join(SRC, file), 'utf8')]));
    const bringsWords = (start: string) => {
      const seen = new Set([start]);
      for (const file of seen) {
        if (messageIdsIn(codeOf.get(file)!).length > 0) return true;
        for (const next of staticImportsOf(file, codeOf.get(file)!, known)) seen.add(next);
      }
      return false;
    };
    const unwaited = files
      .filter((file) => file.startsWith('features/') || file.startsWith('components/'))
      .flatMap((file) =>
        runtimeImports(file, codeOf.get(file)!, known)
          .lazy.filter((site) => !site.waitsForWords && bringsWords(site.target))
          .map((site) => `${file} → ${site.target}`),
      );
    expect(unwaited).toEqual([]);
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

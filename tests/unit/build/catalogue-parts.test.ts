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
} from '../../../scripts/vite/catalogue-parts';
import hindi from '../../../src/i18n/catalogue/hi-IN.json';

const SRC = join(process.cwd(), 'src');

const sourceFilesOf = (dir: string) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((file) => file.split('\\').join('/'))
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'));

/**
 * What `file` imports at run time, read by the TypeScript parser: import and export declarations
 * that are not type-only, and `import()` calls. A lazy import of a computed path fails the test,
 * since no scan can follow it.
 */
function runtimeImports(file: string, code: string, known: ReadonlySet<string>): string[] {
  const found = new Set<string>();
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
      add(spec.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(
    ts.createSourceFile(
      file,
      code,
      ts.ScriptTarget.Latest,
      false,
      file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
    ),
  );
  return [...found];
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
      const scanned = importsOf(file, code, known);
      if ([...new Set(scanned)].sort().join() !== parsed.sort().join())
        disagreements.push(`${file}: scanned ${scanned.join(', ')}; parsed ${parsed.join(', ')}`);
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

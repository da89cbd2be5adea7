import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

import { transform } from '@formatjs/ts-transformer';
import ts from 'typescript';
import type { Plugin } from 'vite';

/**
 * Ships messages already parsed, so the ICU parser (about half of react-intl's weight) stays out of
 * the bundle (docs/decisions/0017):
 *   - every `defaultMessage` in src/ (FormattedMessage, formatMessage, defineMessage(s), defineText)
 *     is replaced by its AST at build time, by FormatJS's own TypeScript transformer;
 *   - the Hindi catalogue is imported as ASTs;
 *   - `@formatjs/icu-messageformat-parser` resolves to its `no-parser` build.
 * A message the transformer cannot see (a descriptor in a plain object literal) would reach the
 * runtime as a string and could not be formatted: the build fails on one instead, naming the file.
 * Build only: the dev server and unit tests keep the runtime parser.
 */
// The parser react-intl's own copy of intl-messageformat imports (node_modules may hold others).
const fromReactIntl = createRequire(createRequire(import.meta.url).resolve('react-intl'));
const parserDir = dirname(fromReactIntl.resolve('@formatjs/icu-messageformat-parser'));
const { parse } = fromReactIntl('@formatjs/icu-messageformat-parser') as {
  parse: (message: string) => unknown;
};

const CATALOGUE = /\/src\/i18n\/catalogue\/([a-z]{2}-[A-Z]{2})\.json$/;
const SOURCE = /\/src\/.*\.tsx?$/;
/** A default message left as a string literal after the transform. */
const UNCOMPILED = /defaultMessage\s*:\s*["'`]/;

export function precompileMessages(): Plugin {
  return {
    name: 'kosh:precompile-messages',
    apply: 'build',
    enforce: 'pre',
    config: () => ({
      resolve: {
        alias: [
          {
            find: /^@formatjs\/icu-messageformat-parser$/,
            replacement: join(parserDir, 'no-parser.js'),
          },
        ],
      },
    }),
    async load(id) {
      const catalogue = CATALOGUE.exec(id);
      if (catalogue === null) return null;
      const fs = await import('node:fs/promises');
      const messages = JSON.parse(await fs.readFile(id, 'utf8')) as Record<string, string>;
      const compiled = Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, parse(text)]));
      // Returned as JSON text: Vite's JSON plugin turns it into the module, as for any .json.
      return JSON.stringify(compiled);
    },
    transform(code, id) {
      if (!SOURCE.test(id) || !code.includes('defaultMessage')) return null;
      const output = ts.transpileModule(code, {
        fileName: id,
        compilerOptions: {
          target: ts.ScriptTarget.ESNext,
          module: ts.ModuleKind.ESNext,
          jsx: ts.JsxEmit.Preserve,
          verbatimModuleSyntax: false,
          sourceMap: false,
        },
        transformers: {
          before: [
            transform({ ast: true, additionalFunctionNames: ['defineText'], preserveWhitespace: false }),
          ],
        },
      });
      if (UNCOMPILED.test(output.outputText)) {
        this.error(`${id}: a defaultMessage the build cannot precompile (use defineMessages/defineText)`);
      }
      return { code: output.outputText, map: null };
    },
  };
}

import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import MagicString from 'magic-string';
import ts from 'typescript';
import type { Plugin } from 'vite';

/**
 * Compiles every ICU message at build time, so the message parser (about 15 KB gzip) is not in
 * the bundle (docs/decisions/0014-first-screen-speed.md):
 *
 * - in the code, each `defaultMessage` written as a string (a `defaultMessage: '…'` property of
 *   `defineMessages`/`defineText` descriptors, or a `defaultMessage="…"` JSX attribute) becomes
 *   the parsed message, which react-intl formats as it is;
 * - the Hindi catalogue's strings become parsed messages too (served in parts by
 *   catalogue-parts.ts, which is handed this parser);
 * - the markers `defineMessage`, `defineMessages` and `defineText` (identity functions that only
 *   tell `formatjs extract` where messages are) leave the code, their argument standing alone, so a
 *   chunk neither calls them nor imports them;
 * - `@formatjs/icu-messageformat-parser` resolves to its `no-parser` build, which keeps the types
 *   and helpers react-intl uses and throws if anything still asks it to parse.
 *
 * The parse is the one react-intl runs with (its own copy of the parser), so what the build writes
 * is what it would have made at run time. A `defaultMessage` that is not a string literal fails the
 * build: it could not be compiled, and would throw in the browser. Tests run without this plugin
 * (the parser is there), the end-to-end tests on the build with it.
 */

type Parse = (message: string) => unknown;

/** react-intl's own copy of the parser (an older version sits at the top of node_modules). */
export function parserDir(root: string): string {
  const nested = join(root, 'node_modules/react-intl/node_modules/@formatjs/icu-messageformat-parser');
  return existsSync(nested) ? nested : join(root, 'node_modules/@formatjs/icu-messageformat-parser');
}

/** The string a literal expression stands for: a literal, a plain template or a `+` of those. */
function literalText(node: ts.Expression): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isParenthesizedExpression(node)) return literalText(node.expression);
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    const left = literalText(node.left);
    const right = literalText(node.right);
    return left === null || right === null ? null : left + right;
  }
  return null;
}

/** Functions that return their one argument and exist only for extraction. */
const MARKERS = new Set(['defineMessage', 'defineMessages', 'defineText']);

const isMarkerCall = (node: ts.Node): node is ts.CallExpression =>
  ts.isCallExpression(node) &&
  ts.isIdentifier(node.expression) &&
  MARKERS.has(node.expression.text) &&
  node.arguments.length === 1 &&
  !ts.isSpreadElement(node.arguments[0]!);

const isDefaultMessageName = (name: ts.PropertyName): boolean =>
  (ts.isIdentifier(name) || ts.isStringLiteral(name)) && name.text === 'defaultMessage';

/** The code with each literal `defaultMessage` replaced by its parsed message; null when it has none. */
export function compileMessagesIn(
  code: string,
  file: string,
  parse: Parse,
): { code: string; map: ReturnType<MagicString['generateMap']> } | null {
  if (!code.includes('defaultMessage')) return null;
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, scriptKind(file));
  const out = new MagicString(code);
  let changed = false;
  const fail = (node: ts.Node, why: string): never => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
    throw new Error(`${file}:${line + 1}: ${why}`);
  };
  const compile = (node: ts.Node, text: string): string => {
    try {
      return JSON.stringify(parse(text));
    } catch (error) {
      return fail(node, `the message does not parse: ${(error as Error).message}`);
    }
  };
  const visit = (node: ts.Node): void => {
    if (isMarkerCall(node)) {
      // `defineMessages({ … })` becomes `({ … })`: the parentheses stay, so an object literal
      // is still read as an expression wherever the call stood.
      const argument = node.arguments[0]!;
      out.overwrite(node.getStart(source), argument.getStart(source), '(');
      out.overwrite(argument.getEnd(), node.getEnd(), ')');
      changed = true;
    }
    if (ts.isPropertyAssignment(node) && isDefaultMessageName(node.name)) {
      const text = literalText(node.initializer);
      if (text === null) fail(node, 'a defaultMessage must be a string literal to be compiled');
      else {
        out.overwrite(node.initializer.getStart(source), node.initializer.getEnd(), compile(node, text));
        changed = true;
      }
      return;
    }
    if (ts.isJsxAttribute(node) && node.name.getText(source) === 'defaultMessage' && node.initializer) {
      const value = node.initializer;
      const expression = ts.isJsxExpression(value) ? value.expression : value;
      const text = expression ? literalText(expression) : null;
      if (text === null) fail(node, 'a defaultMessage must be a string literal to be compiled');
      else {
        out.overwrite(value.getStart(source), value.getEnd(), `{${compile(node, text)}}`);
        changed = true;
      }
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return changed ? { code: out.toString(), map: out.generateMap({ hires: true, source: file }) } : null;
}

function scriptKind(file: string): ts.ScriptKind {
  return file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
}

/** The plugin, and the parser it loaded (null until a build starts: tests and dev never compile). */
export function precompileMessages(): { plugin: Plugin; parser: () => Parse | null } {
  const root = dirname(dirname(dirname(fileURLToPath(import.meta.url))));
  const dir = parserDir(root);
  const src = join(root, 'src') + '/';
  let loaded: Parse | null = null;
  const parse: Parse = (message) => {
    if (loaded === null) throw new Error('precompile-messages: the parser is not loaded yet');
    return loaded(message);
  };
  const plugin: Plugin = {
    name: 'kosh:precompile-messages',
    apply: 'build',
    enforce: 'pre',
    async buildStart() {
      // An ES module: loaded once per build.
      const parser = (await import(join(dir, 'index.js'))) as { parse: Parse };
      loaded = (message) => parser.parse(message);
    },
    resolveId(source) {
      return source === '@formatjs/icu-messageformat-parser' ? join(dir, 'no-parser.js') : null;
    },
    transform(code, id) {
      if (!id.startsWith(src) || !/\.tsx?$/.test(id)) return null;
      return compileMessagesIn(code, id, parse);
    },
  };
  return { plugin, parser: () => loaded };
}

// @ts-check
// ADR 0001: the `@/` alias across folders, a relative import only inside one folder. Inside src/,
// `../x` becomes `@/…` and `@/…` naming the importer's own folder becomes `./x`. Both are fixed
// automatically (`npx eslint --fix`), so a merge that brings old paths is one mechanical run.
import { dirname, join, posix, relative, resolve, sep } from 'node:path';

/** @param {string} path */
const toPosix = (path) => path.split(sep).join(posix.sep);

/** @type {import('eslint').Rule.RuleModule} */
const importPaths = {
  meta: {
    type: 'suggestion',
    fixable: 'code',
    docs: { description: 'Use `@/` across folders of src/ and `./` inside one folder (ADR 0001).' },
    schema: [{ type: 'object', properties: { srcDir: { type: 'string' } }, additionalProperties: false }],
    messages: {
      useAlias: "Import another folder through '@/' ('{{fixed}}'), not a '../' path.",
      useRelative: "Import from your own folder with './' ('{{fixed}}'), not '@/'.",
    },
  },
  create(context) {
    const srcDir = resolve(context.cwd, context.options[0]?.srcDir ?? 'src');
    const fileDir = dirname(context.filename);

    /** @param {import('estree').Node | null | undefined} source */
    function check(source) {
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const path = source.value;
      /** @type {string} */
      let fixed;
      /** @type {'useAlias' | 'useRelative'} */
      let messageId;
      if (path.startsWith('../')) {
        const target = resolve(fileDir, path);
        const inSrc = relative(srcDir, target);
        if (inSrc.startsWith('..') || inSrc === '') return;
        fixed = `@/${toPosix(inSrc)}`;
        messageId = 'useAlias';
      } else if (path.startsWith('@/')) {
        const target = join(srcDir, path.slice(2));
        if (dirname(target) !== fileDir) return;
        fixed = `./${toPosix(relative(fileDir, target))}`;
        messageId = 'useRelative';
      } else return;
      const quote = source.raw?.[0] ?? "'";
      const replacement = `${quote}${fixed}${quote}`;
      context.report({
        node: source,
        messageId,
        data: { fixed },
        fix: (fixer) => fixer.replaceText(source, replacement),
      });
    }

    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export default { rules: { 'import-paths': importPaths } };

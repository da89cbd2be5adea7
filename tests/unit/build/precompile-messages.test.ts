import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';

import { precompileMessages } from '../../../scripts/vite/precompile-messages';

type Transform = (
  this: { error: (message: string) => never },
  code: string,
  id: string,
) => { code: string } | null;

const plugin = precompileMessages();
const context = {
  error: (message: string): never => {
    throw new Error(message);
  },
};
const run = (code: string, id = '/repo/src/features/x/screen.tsx') =>
  (plugin.transform as unknown as Transform).call(context, code, id);

/** A JavaScript literal the transformer wrote, evaluated (test input only). */
const evaluate = (literal: string): unknown => {
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  const read = new Function(`return (${literal});`) as () => unknown;
  return read();
};

/** The first `defaultMessage` array in the output, evaluated. */
function firstAst(code: string): unknown {
  const match = /defaultMessage:\s*(\[[\s\S]*\])\s*\}\s*\)/.exec(code);
  if (match === null) throw new Error(`no compiled defaultMessage in:\n${code}`);
  return evaluate(match[1]!);
}

describe('precompileMessages', () => {
  it('turns a FormattedMessage default into an AST that formats like the string', () => {
    const source = `import { FormattedMessage } from 'react-intl';
      export const A = () => <FormattedMessage id="x.count" defaultMessage="{count, plural, one {# account} other {# accounts}}" values={{ count: 2 }} />;`;
    const out = run(source)!.code;
    expect(out).not.toMatch(/defaultMessage="/);
    expect(out).toContain('<FormattedMessage');
    const ast = /defaultMessage=\{(\[[\s\S]*\])\}\s*values=/.exec(out)?.[1];
    expect(ast).toBeDefined();
    const format = new IntlMessageFormat(evaluate(ast!) as never, 'en-IN');
    expect(format.format({ count: 2 })).toBe('2 accounts');
    expect(format.format({ count: 1 })).toBe('1 account');
  });

  it('compiles formatMessage and defineText descriptors', () => {
    const out = run(
      `import { defineText } from '@/domain/text/message';
       export const t = defineText({ id: 'x.greeting', defaultMessage: 'Hello {name}' });`,
      '/repo/src/domain/x/text.ts',
    )!.code;
    const format = new IntlMessageFormat(firstAst(out) as never, 'en-IN');
    expect(format.format({ name: 'Asha' })).toBe('Hello Asha');
  });

  it('fails the build on a descriptor it cannot see, naming the file', () => {
    expect(() =>
      run(`export const m = { id: 'x.y', defaultMessage: 'Loose' };`, '/repo/src/features/x/loose.ts'),
    ).toThrow(/loose\.ts: a defaultMessage the build cannot precompile/);
  });

  it('leaves files without messages alone', () => {
    expect(run('export const x = 1;')).toBeNull();
  });
});

import { parse } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';

import { compileMessagesIn } from '../../../scripts/vite/precompile-messages';

const compile = (code: string, file = 'src/x.tsx') => compileMessagesIn(code, file, (text) => parse(text));

/** The value the compiled code gives `defaultMessage`, read back from the output. */
function compiledValue(code: string): unknown {
  const out = compile(code)!.code;
  const json = /defaultMessage: (\[.*\]),/.exec(out)?.[1] ?? /defaultMessage=\{(\[.*\])\}/.exec(out)?.[1];
  return JSON.parse(json!);
}

describe('precompiling messages at build time', () => {
  it('replaces a descriptor’s string with the parsed message, formatting to the same text', () => {
    const source = `({ greeting: { id: 'home.greeting', defaultMessage: 'Hello {name}, {count, plural, one {# alert} other {# alerts}}', }, })`;
    const ast = compiledValue(source) as ConstructorParameters<typeof IntlMessageFormat>[0];
    const values = { name: 'Aarav', count: 2 };
    const raw = 'Hello {name}, {count, plural, one {# alert} other {# alerts}}';
    expect(new IntlMessageFormat(ast, 'en-IN').format(values)).toBe(
      new IntlMessageFormat(raw, 'en-IN').format(values),
    );
  });

  it('compiles a JSX attribute and a message split over `+`', () => {
    expect(compiledValue(`<FormattedMessage id="a.b" defaultMessage="Pay {amount}" />`)).toEqual(
      parse('Pay {amount}'),
    );
    expect(compiledValue(`({ id: 'a.b', defaultMessage: 'Long ' + 'text', })`)).toEqual(parse('Long text'));
  });

  it('fails the build on a defaultMessage it cannot compile, naming the file and line', () => {
    expect(() => compile(`const m = {\n id: 'a.b',\n defaultMessage: text }`, 'src/y.ts')).toThrow(
      /src\/y\.ts:3: a defaultMessage must be a string literal/,
    );
    expect(() => compile(`({ id: 'a.b', defaultMessage: 'Broken {' })`)).toThrow(/does not parse/);
  });

  it('drops the extraction markers, leaving their argument in parentheses', () => {
    const out = compile(
      `const GATE = defineMessages({ error: { id: 'a.b', defaultMessage: 'Failed' }, });\n` +
        `const one = defineText<Text>({ id: 'a.c', defaultMessage: 'One', });\n` +
        `const two = defineMessage({ id: 'a.d', defaultMessage: 'Two', },);`,
    )!.code;
    expect(out).not.toMatch(/define(Messages?|Text)/);
    expect(out).toContain(
      `const GATE = ({ error: { id: 'a.b', defaultMessage: ${JSON.stringify(parse('Failed'))} }, });`,
    );
    expect(out).toContain(`const one = ({ id: 'a.c', defaultMessage: ${JSON.stringify(parse('One'))}, });`);
    expect(out).toContain(`const two = ({ id: 'a.d', defaultMessage: ${JSON.stringify(parse('Two'))}, });`);
  });

  it('leaves a file without messages alone', () => {
    expect(compile(`export const x = 1;`)).toBeNull();
  });
});

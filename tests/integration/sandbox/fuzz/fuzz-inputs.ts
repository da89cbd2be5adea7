import fc from 'fast-check';

import { KNOWN_BODY_KEYS, KNOWN_QUERY_KEYS } from './fuzz-keys';

/** Printable ASCII: what can go into a header value without the test client refusing it. */
const printable = fc.string({
  unit: fc.integer({ min: 0x20, max: 0x7e }).map((code) => String.fromCharCode(code)),
  maxLength: 40,
});

/** Values that have broken parsers before: broken escapes, big numbers, prototype keys, scripts. */
const TRICKY = [
  '%',
  '%zz',
  '..',
  '0',
  '-1',
  '1e309',
  'NaN',
  'null',
  '__proto__',
  'constructor',
  '9'.repeat(40),
  'acc_demo_1',
  'CDSLFIP',
  'fip@nsdl',
  'finvu',
  'equity',
  'SAVINGS',
  '2026-13',
  '2026-03',
  'true',
  'ज़ैद',
  '😀',
  ' ',
  '',
];

/** `encodeURIComponent`, or an over-long/invalid escape when the text has a lone surrogate. */
function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
}

/** Raw (unencoded) query or path pieces that are malformed on purpose. */
const rawPiece = fc.constantFrom('%', '%zz', '%%', 'a%2', '%00', '%C0%AF', '%E0%A4%A', 'a[b]', '[]', ';');

const brokenJson = fc.constantFrom(
  '',
  '{',
  '{"a":',
  'nul',
  '\u0000',
  '[1,]',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '"\ud800"',
);

/** Nesting thousands deep: parsers and JSON.stringify recurse. */
const deepJson = fc
  .integer({ min: 100, max: 20_000 })
  .map((depth) => `{"id":"deep","events":${'['.repeat(depth)}${']'.repeat(depth)}}`);

/** Strings up to 600 KB (under the 1 MB body limit). */
const hugeJson = fc
  .integer({ min: 1_000, max: 300_000 })
  .map((size) => JSON.stringify({ id: 'x'.repeat(size), message: 'y'.repeat(size) }));

/** Mostly a persona's token (to get past 401), sometimes none, odd or garbage. */
const authorization = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom('Bearer demo', 'Bearer newbie', 'Bearer other') },
  { weight: 1, arbitrary: fc.constant(undefined) },
  {
    weight: 1,
    arbitrary: fc.constantFrom('Bearer ', 'bearer demo', 'Basic ZGVtbw==', 'demo', 'Bearer nobody'),
  },
  { weight: 1, arbitrary: printable },
);

/** Mostly JSON (to get past 415), sometimes none, other media types or garbage. */
const contentType = fc.oneof(
  { weight: 4, arbitrary: fc.constant('application/json') },
  { weight: 1, arbitrary: fc.constant(undefined) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      'application/json; charset=utf-8',
      'application/json; charset=utf-16',
      'text/plain',
      'text/plain;charset=UTF-8',
      'application/x-www-form-urlencoded',
      'application/x-sentry-envelope',
      'multipart/form-data; boundary=x',
      'application/octet-stream',
      'application/vnd.api+json',
      'text/html',
      '*/*',
      ';',
    ),
  },
  { weight: 1, arbitrary: printable },
);

/** Request headers: each present or not, with valid, odd or garbage values. */
const headers = fc
  .record({
    authorization,
    'content-type': contentType,
    accept: fc.option(fc.oneof(fc.constantFrom('application/json', 'text/html', '*/*'), printable), {
      nil: undefined,
    }),
    platform: fc.option(fc.oneof(fc.constantFrom('web', 'ios', 'android'), printable), { nil: undefined }),
    'x-trace-id': fc.option(printable, { nil: undefined }),
  })
  .map((record) => {
    const present: Record<string, string> = {};
    for (const [name, value] of Object.entries(record)) if (value !== undefined) present[name] = value;
    return present;
  });

/** The arbitraries one fuzz run draws from. */
export interface FuzzInputs {
  /** A path parameter value, usually encoded, sometimes malformed. */
  pathParam: fc.Arbitrary<string>;
  /** A query string: known and random keys, repeated keys, encoded or malformed values. */
  queryString: fc.Arbitrary<string>;
  /** A body: JSON of any shape, shaped-but-wrong objects, broken JSON, deep nesting, huge strings. */
  bodyText: fc.Arbitrary<string>;
  headers: fc.Arbitrary<Record<string, string>>;
}

/**
 * The fuzz inputs, seasoned with `known` values (real ids of the seeded world) so that some
 * requests reach the code behind the "unknown id" checks.
 */
export function fuzzInputs(known: readonly string[]): FuzzInputs {
  const tricky = fc.constantFrom(...TRICKY, ...known);
  const anyText = fc.oneof(
    fc.string({ maxLength: 30 }),
    fc.string({ unit: 'binary', maxLength: 12 }),
    fc.string({ unit: 'grapheme', maxLength: 12 }),
    tricky,
    tricky,
  );
  const value = fc.oneof({ weight: 4, arbitrary: anyText.map(encode) }, { weight: 1, arbitrary: rawPiece });
  const queryString = fc
    .array(fc.tuple(fc.oneof(fc.constantFrom(...KNOWN_QUERY_KEYS), anyText), value), { maxLength: 6 })
    .map((pairs) => pairs.map(([key, text]) => `${encode(key)}=${text}`).join('&'));
  const field = fc.oneof(fc.jsonValue({ maxDepth: 3 }), tricky, fc.array(tricky, { maxLength: 3 }));
  const shapedObject = fc.dictionary(fc.constantFrom(...KNOWN_BODY_KEYS), field, { maxKeys: 6 });
  const bodyText = fc.oneof(
    { weight: 4, arbitrary: fc.jsonValue({ maxDepth: 4 }).map((json) => JSON.stringify(json)) },
    { weight: 4, arbitrary: shapedObject.map((json) => JSON.stringify(json)) },
    {
      weight: 1,
      arbitrary: fc
        .array(shapedObject, { maxLength: 5 })
        .map((list) => JSON.stringify({ events: list, eventList: list })),
    },
    { weight: 1, arbitrary: brokenJson },
    { weight: 1, arbitrary: deepJson },
    { weight: 1, arbitrary: hugeJson },
  );
  return { pathParam: value, queryString, bodyText, headers };
}

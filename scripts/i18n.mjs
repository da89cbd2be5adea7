// The catalogues (docs/i18n.md). `node scripts/i18n.mjs extract` writes the English catalogue from
// the code; `node scripts/i18n.mjs check` (part of `npm test`) fails when:
//   - the committed English catalogue is not what the code says (a message added, changed or gone),
//   - an id has no Hindi, or the Hindi has an id the code no longer uses,
//   - a Hindi message's placeholders differ from the English ones, or it does not parse,
//   - an id does not follow `area.part.name` (lowercase words, dots between).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { parse, TYPE } from '@formatjs/icu-messageformat-parser';

const ENGLISH = 'src/i18n/catalogue/en-IN.json';
const HINDI = 'src/i18n/catalogue/hi-IN.json';
const ID = /^[a-z][a-zA-Z0-9]*(\.[a-z0-9][a-zA-Z0-9]*)+$/;

/** Every message in the code, as `{ id: defaultMessage }`, sorted by id. */
function extractFromCode() {
  const out = join(mkdtempSync(join(tmpdir(), 'kosh-i18n-')), 'en.json');
  const result = spawnSync(
    'node_modules/.bin/formatjs',
    [
      'extract',
      'src/**/*.{ts,tsx}',
      '--ignore',
      'src/**/*.d.ts',
      '--additional-function-names',
      'defineText',
      '--throws',
      '--out-file',
      out,
    ],
    { stdio: ['ignore', 'inherit', 'inherit'] },
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
  const extracted = JSON.parse(readFileSync(out, 'utf8'));
  return Object.fromEntries(
    Object.keys(extracted)
      .sort()
      .map((id) => [id, extracted[id].defaultMessage]),
  );
}

/** The argument names of an ICU message, nested ones included: "{count, plural, one {#}}" → count. */
function placeholders(message) {
  const names = new Set();
  const walk = (elements) => {
    for (const element of elements) {
      if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
      if ('value' in element && typeof element.value === 'string') names.add(element.value);
      if (element.type === TYPE.tag) {
        names.add(`<${element.value}>`);
        walk(element.children);
      }
      if ('options' in element) for (const option of Object.values(element.options)) walk(option.value);
    }
  };
  walk(parse(message, { ignoreTag: false }));
  return [...names].sort().join(',');
}

const write = (path, messages) => writeFileSync(path, `${JSON.stringify(messages, null, 2)}\n`);

const command = process.argv[2];
const code = extractFromCode();

if (command === 'extract') {
  write(ENGLISH, code);
  console.info(`${ENGLISH}: ${Object.keys(code).length} messages`);
  process.exit(0);
}
if (command !== 'check') {
  console.error('usage: node scripts/i18n.mjs extract|check');
  process.exit(2);
}

const problems = [];
const committed = JSON.parse(readFileSync(ENGLISH, 'utf8'));
const hindi = JSON.parse(readFileSync(HINDI, 'utf8'));

if (JSON.stringify(committed) !== JSON.stringify(code))
  problems.push(`${ENGLISH} is not what the code says: run \`npm run i18n:extract\``);
for (const [id, english] of Object.entries(code)) {
  if (!ID.test(id)) problems.push(`id "${id}" is not area.part.name`);
  const translated = hindi[id];
  if (typeof translated !== 'string' || translated.trim() === '') {
    problems.push(`no Hindi for "${id}" ("${english}")`);
    continue;
  }
  try {
    if (placeholders(translated) !== placeholders(english))
      problems.push(
        `"${id}": Hindi placeholders {${placeholders(translated)}} ≠ English {${placeholders(english)}}`,
      );
  } catch (error) {
    problems.push(`"${id}": the Hindi does not parse (${error.message})`);
  }
}
for (const id of Object.keys(hindi))
  if (!(id in code)) problems.push(`Hindi has "${id}", which the code no longer uses`);

if (problems.length > 0) {
  console.error(`${problems.length} catalogue problem(s):\n  ${problems.slice(0, 60).join('\n  ')}`);
  process.exit(1);
}
console.info(`catalogues: ${Object.keys(code).length} messages, each in English and Hindi`);

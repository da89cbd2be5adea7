// The dead-code check of `npm test` (docs/decisions/0009): knip in production mode, so an export
// only tests use counts as unused. What it found when the check came in is listed, one finding a
// line, in scripts/dead-code-baseline.txt: that list may only shrink. A finding not on it (new dead
// code) fails, and so does a line on it knip no longer reports (delete the line: the debt is paid).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const BASELINE = 'scripts/dead-code-baseline.txt';
const KINDS = [
  'files',
  'dependencies',
  'devDependencies',
  'unlisted',
  'unresolved',
  'binaries',
  'exports',
  'types',
  'enumMembers',
  'duplicates',
];

const run = spawnSync('node_modules/.bin/knip', ['--production', '--reporter', 'json', '--no-progress'], {
  encoding: 'utf8',
  maxBuffer: 64 * 1024 * 1024,
});
let report;
try {
  report = JSON.parse(run.stdout);
} catch {
  console.error(`knip did not report (exit ${run.status}):\n${run.stderr}`);
  process.exit(2);
}

const found = new Set();
for (const issue of report.issues) {
  for (const kind of KINDS) {
    for (const item of issue[kind] ?? []) {
      const name = Array.isArray(item) ? item.map((part) => part.name).join('|') : item.name;
      found.add(`${kind} ${issue.file} ${name}`);
    }
  }
}

const listed = new Set(
  readFileSync(BASELINE, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#')),
);
const added = [...found].filter((line) => !listed.has(line)).sort();
const gone = [...listed].filter((line) => !found.has(line)).sort();

if (added.length > 0) {
  console.error(`New dead code (delete it, or make it private with its test):\n  ${added.join('\n  ')}`);
}
if (gone.length > 0) {
  console.error(`No longer dead: delete these lines from ${BASELINE}:\n  ${gone.join('\n  ')}`);
}
if (added.length > 0 || gone.length > 0) process.exit(1);
console.log(`dead code: nothing new (${listed.size} older findings listed in ${BASELINE}, to shrink)`);

// Attribute each chunk's bytes to source modules via source maps (raw bytes of generated code).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { existsSync as require_exists } from 'node:fs';
import { SourceMapConsumer } from 'source-map-js';
const dist = process.argv[2]; const files = process.argv.slice(3);
const totals = new Map();
for (const f of files) {
  const code = readFileSync(join(dist, f), 'utf8');
  if (!require_exists(join(dist, f + '.map'))) continue;
  const map = JSON.parse(readFileSync(join(dist, f + '.map'), 'utf8'));
  const lines = code.split('\n');
  { const c = new SourceMapConsumer(map);
    let prev = null;
    c.eachMapping((m) => {
      if (prev) {
        const src = prev.source ?? '(none)';
        let len;
        if (m.generatedLine === prev.generatedLine) len = m.generatedColumn - prev.generatedColumn;
        else len = lines[prev.generatedLine - 1].length - prev.generatedColumn;
        totals.set(src, (totals.get(src) ?? 0) + len);
      }
      prev = m;
    });
  }
}
const group = process.env.RAW ? (s) => s.replace(/^.*node_modules\//,'nm/') : (s) => {
  const m = s.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (m) { if (m[1].startsWith('@mui/material')) { const n = s.match(/@mui\/material\/(?:esm\/)?([^/]+)/); return '@mui/material/' + (n?.[1] ?? ''); } return m[1]; }
  return s.replace(/^.*?\/src\//, 'src/').replace(/^(src\/[^/]+\/[^/]+).*/, '$1');
};
const g = new Map();
for (const [s, n] of totals) g.set(group(s), (g.get(group(s)) ?? 0) + n);
const arr = [...g].sort((a, b) => b[1] - a[1]);
let sum = 0; for (const [, n] of arr) sum += n;
console.log('total raw', sum);
for (const [s, n] of arr.slice(0, Number(process.env.TOP ?? 40))) console.log((n / 1000).toFixed(1).padStart(8), s);

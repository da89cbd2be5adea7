// What each first screen (routes.mjs) downloads before it shows its content, from Vite's build
// manifest: the entry chunk and everything it imports statically (what index.html modulepreloads),
// plus the route's lazy chunks (the data layer, the area's screen) and their static imports, in
// English and in Hindi (a Hindi reader also downloads the catalogue's index, the shell's words and
// the route's own: `words` in routes.mjs, scripts/vite/catalogue-parts.ts).
// Budgets: byte-budgets.mjs.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

import { BUDGETS, kindOf } from './byte-budgets.mjs';
import { ALL_ROUTES, BENCH_ROUTES } from './routes.mjs';

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;

/** The Hindi words a first screen downloads, as sources of the build manifest. */
const HINDI = 'virtual:kosh-catalogue/hi-IN';
const hindiWordsOf = (route) => [HINDI, `${HINDI}/shell`, `${HINDI}/${route.words}`];

/**
 * The initial JS of the entry and of every first screen, per language, each with the ceiling it is
 * held to: the product's budget, or with `limits` (LIMITS for `npm test`) the limit of its name.
 */
export async function firstScreenSizes(distDir, { limits = {}, routes = ALL_ROUTES } = {}) {
  const manifest = JSON.parse(await readFile(join(distDir, '.vite/manifest.json'), 'utf8'));
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const shell = staticClosure(manifest, [entryKey]);
  const filesOf = (keys) => [...keys].map((key) => manifest[key].file);

  const measures = [{ name: 'entry + static imports', kind: 'entry', files: filesOf(shell) }];
  for (const route of routes) {
    const missing = [...route.lazySources, ...hindiWordsOf(route)].filter((key) => !manifest[key]);
    if (missing.length > 0) throw new Error(`bundle-size: ${route.name}: no chunk for ${missing.join(', ')}`);
    const english = new Set([...shell, ...staticClosure(manifest, route.lazySources)]);
    const hindi = new Set([...english, ...staticClosure(manifest, hindiWordsOf(route))]);
    measures.push({ name: `${route.path} (en)`, kind: kindOf(route), files: filesOf(english) });
    measures.push({ name: `${route.path} (hi)`, kind: kindOf(route), files: filesOf(hindi) });
  }
  const results = [];
  for (const measure of measures) {
    const limit = limits[measure.name] ?? BUDGETS[measure.kind];
    results.push({ ...measure, sizes: await sizesOf(distDir, measure.files), limit });
  }
  return results;
}

/** The bench's view: a report line per measure and each held to the product's budget. */
export async function routeSizes(distDir) {
  const results = await firstScreenSizes(distDir, { routes: BENCH_ROUTES });
  return {
    report: results.map(
      ({ name, sizes }) =>
        `${name} initial JS: ${sizes.files} files, ${kb(sizes.raw)} raw, ${kb(sizes.gzip)} gzip, ${kb(sizes.brotli)} brotli`,
    ),
    budgets: results.map(({ name, sizes, limit }) => ({
      name: `initial JS of ${name} (gzip)`,
      value: sizes.gzip,
      limit,
      display: kb,
    })),
  };
}

/** The keys reachable from `roots` through static imports. */
export function staticClosure(manifest, roots) {
  const seen = new Set();
  const stack = [...roots];
  while (stack.length > 0) {
    const key = stack.pop();
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    stack.push(...(manifest[key].imports ?? []));
  }
  return seen;
}

const cache = new Map();
async function sizesOf(distDir, files) {
  const totals = { files: files.length, raw: 0, gzip: 0, brotli: 0 };
  for (const file of files) {
    if (!cache.has(file)) {
      const data = await readFile(join(distDir, file));
      cache.set(file, {
        raw: data.length,
        gzip: gzipSync(data, { level: 9 }).length,
        brotli: brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
      });
    }
    const size = cache.get(file);
    totals.raw += size.raw;
    totals.gzip += size.gzip;
    totals.brotli += size.brotli;
  }
  return totals;
}

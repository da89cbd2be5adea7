// What each first screen (routes.mjs) downloads before it shows its content, from Vite's build
// manifest: the entry chunk and everything it imports statically (what index.html modulepreloads),
// plus the route's lazy chunks (the data layer, the area's screen) and their static imports.
// Budget (docs/product.md#performance-budgets): 110 KB gzip for home, 170 KB for any area route.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

import { BENCH_ROUTES, initialJsBudget } from './routes.mjs';

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;

export async function routeSizes(distDir) {
  const manifest = JSON.parse(await readFile(join(distDir, '.vite/manifest.json'), 'utf8'));
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const shell = staticClosure(manifest, [entryKey]);
  const shellSizes = await sizesOf(
    distDir,
    [...shell].map((key) => manifest[key].file),
  );
  const report = [
    `shell (entry + static imports): ${shellSizes.files} JS files, ${kb(shellSizes.raw)} raw, ${kb(shellSizes.gzip)} gzip, ${kb(shellSizes.brotli)} brotli`,
  ];
  const budgets = [];
  for (const route of BENCH_ROUTES) {
    const missing = route.lazySources.filter((key) => !manifest[key]);
    if (missing.length > 0) throw new Error(`bundle-size: ${route.name}: no chunk for ${missing.join(', ')}`);
    const all = new Set([...shell, ...staticClosure(manifest, route.lazySources)]);
    const sizes = await sizesOf(
      distDir,
      [...all].map((key) => manifest[key].file),
    );
    report.push(
      `${route.name} initial JS: ${sizes.files} files, ${kb(sizes.raw)} raw, ${kb(sizes.gzip)} gzip, ${kb(sizes.brotli)} brotli`,
    );
    budgets.push({
      name: `initial JS of ${route.path} incl. its lazy chunks (gzip)`,
      value: sizes.gzip,
      limit: initialJsBudget(route),
      display: kb,
    });
  }
  return { report, budgets };
}

/** The keys reachable from `roots` through static imports. */
function staticClosure(manifest, roots) {
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

// What the home route downloads, from Vite's build manifest:
//  - before it is interactive: the entry chunk and everything it imports statically (what
//    index.html modulepreloads). Budget: 150 KB gzip (docs/product.md#performance-budgets).
//  - right after: the lazy chunks home asks for once painted (the account island with the data
//    layer). Reported, not budgeted: the shell answers taps before they arrive.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const BUDGET_GZIP_BYTES = 150 * 1000;
const HOME_LAZY_SOURCES = [
  'src/app/data-provider.tsx',
  'src/app/routes/home-account.tsx',
  'src/app/routes/home-dashboard.tsx',
];

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;

export async function homeRouteSizes(distDir) {
  const manifest = JSON.parse(await readFile(join(distDir, '.vite/manifest.json'), 'utf8'));
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const initial = staticClosure(manifest, [entryKey]);
  const lazyKeys = HOME_LAZY_SOURCES.filter((key) => manifest[key]);
  const lazy = [...staticClosure(manifest, lazyKeys)].filter((key) => !initial.has(key));

  const initialSizes = await sizesOf(
    distDir,
    [...initial].map((key) => manifest[key].file),
  );
  const lazySizes = await sizesOf(
    distDir,
    lazy.map((key) => manifest[key].file),
  );
  return {
    report: [
      `home route, before interactive: ${initialSizes.files} JS files, ${kb(initialSizes.raw)} raw, ${kb(initialSizes.gzip)} gzip, ${kb(initialSizes.brotli)} brotli`,
      `home route, lazy after paint:   ${lazySizes.files} JS files, ${kb(lazySizes.raw)} raw, ${kb(lazySizes.gzip)} gzip, ${kb(lazySizes.brotli)} brotli`,
    ],
    budgets: [
      {
        name: 'initial JS of the home route (gzip)',
        value: initialSizes.gzip,
        limit: BUDGET_GZIP_BYTES,
        display: kb,
      },
    ],
  };
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

async function sizesOf(distDir, files) {
  const totals = { files: files.length, raw: 0, gzip: 0, brotli: 0 };
  for (const file of files) {
    const data = await readFile(join(distDir, file));
    totals.raw += data.length;
    totals.gzip += gzipSync(data, { level: 9 }).length;
    totals.brotli += brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  }
  return totals;
}

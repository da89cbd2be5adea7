// Writes .br and .gz next to every compressible file in dist/, so the gateway serves them with
// `preCompressed: true` at no runtime cost (docs/findings.md#precompression: Lighthouse performance 74 → 96).
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

// KOSH_DIST lets parallel builds (e.g. two worktrees' e2e runs) use their own output directory.
const DIST = process.env.KOSH_DIST ?? new URL('../dist/', import.meta.url).pathname;
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/;
const MIN_BYTES = 1024;

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else if (COMPRESSIBLE.test(entry.name)) yield path;
  }
}

let count = 0;
for await (const path of files(DIST)) {
  if ((await stat(path)).size < MIN_BYTES) continue;
  const data = await readFile(path);
  await writeFile(
    `${path}.br`,
    brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  await writeFile(`${path}.gz`, gzipSync(data, { level: 9 }));
  count += 1;
}
console.info(`precompressed ${count} files in ${DIST} (brotli + gzip)`);

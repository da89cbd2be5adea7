import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

/** The fixture's hashed chunk, as the build would name it. */
export const APP_JS = 'console.log("kosh app chunk");\n'.repeat(20);
/** Marker inside the fixture's index.html, to recognise the SPA fallback. */
export const INDEX_MARKER = 'kosh-fixture-index';

/** A fake dist/ in a temp dir: index.html, sw.js, a manifest and one pre-compressed chunk. */
export function createDistFixture(): string {
  const dir = mkdtempSync(join(tmpdir(), 'kosh-dist-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html><html><head><title>${INDEX_MARKER}</title></head><body></body></html>`,
  );
  writeFileSync(join(dir, 'sw.js'), 'self.addEventListener("install", () => {});\n');
  writeFileSync(join(dir, 'manifest.webmanifest'), JSON.stringify({ name: 'Kosh' }));
  writeFileSync(join(dir, '.env'), 'SECRET=1\n');
  writeFileSync(join(dir, 'assets', 'app-abc123.js'), APP_JS);
  writeFileSync(join(dir, 'assets', 'app-abc123.js.br'), brotliCompressSync(APP_JS));
  writeFileSync(join(dir, 'assets', 'app-abc123.js.gz'), gzipSync(APP_JS));
  return dir;
}

/** Deletes a directory made by {@link createDistFixture}. */
export function removeDistFixture(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

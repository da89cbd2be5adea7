import { existsSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Hashed build output: its name changes whenever its bytes do, so it may be cached forever. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (index.html, sw.js, the manifest, icons) must be revalidated on every load,
 * or a deployed update would never reach the browser. */
const REVALIDATE = 'no-cache';

/** The Cache-Control for a file at `relativePath` inside dist/ (OS separators allowed). */
function cacheControlFor(relativePath: string): string {
  const posixPath = relativePath.split(sep).join('/');
  return posixPath.startsWith('assets/') ? IMMUTABLE : REVALIDATE;
}

/** True when `distDir` is an existing directory: there is something to serve. */
export function isDirectory(distDir: string): boolean {
  return existsSync(distDir) && statSync(distDir).isDirectory();
}

/** True when `distDir` holds an index.html, the SPA fallback's target. */
export function hasIndexHtml(distDir: string): boolean {
  return existsSync(join(distDir, 'index.html'));
}

/**
 * Serves the built app from `distDir` (docs/findings.md#serving-the-built-app): pre-compressed `.br`/`.gz`
 * siblings when the browser accepts them, and the default `wildcard: true`, because `wildcard: false` only
 * routes files present at startup, so chunks from a later rebuild would fall through to the
 * SPA fallback and be served as HTML. Missing files reach the app's not-found handler.
 */
export async function registerStaticApp(app: FastifyInstance, distDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: distDir,
    preCompressed: true,
    // Our own Cache-Control below replaces send's `public, max-age=0`.
    cacheControl: false,
    // Dotfiles in dist/ are never meant for the browser: treat them as missing.
    dotfiles: 'ignore',
    setHeaders(reply, filePath) {
      reply.header('cache-control', cacheControlFor(relative(distDir, filePath)));
    },
  });
}

import { existsSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

import { SANDBOX_STATIC_OTP } from '@/config/constants';
import { istDayOf } from '@/domain/dates/ist';

import { DEFAULT_SEED, buildServer } from './server';

const DEFAULT_PORT = 4173;
// Loopback unless asked: the sandbox hands out tokens to anyone who clicks a button.
const DEFAULT_HOST = '127.0.0.1';
// After this long a shutdown stops waiting for open connections (an idle keep-alive, an SSE).
const SHUTDOWN_GRACE_MS = 5000;

const portSchema = z.coerce.number().int().min(0).max(65_535);
const seedSchema = z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const REPO_DIR = fileURLToPath(new URL('..', import.meta.url));
const DIST_DIR = join(REPO_DIR, 'dist');
// The seeded world lives here between runs (ignored by git); `--reset` deletes it.
const DB_FILE = join(REPO_DIR, '.sandbox', 'kosh.db');

/** PORT from the environment, or null (after saying why) when it is not a port number. */
function readPort(raw: string | undefined): number | null {
  if (raw === undefined || raw.trim() === '') return DEFAULT_PORT;
  const port = portSchema.safeParse(raw);
  if (port.success) return port.data;
  console.error(`PORT=${raw} is not a port number (0-65535).`);
  return null;
}

/** SANDBOX_SEED from the environment, the default seed when unset, or null (after saying why). */
function readSeed(raw: string | undefined): number | null {
  if (raw === undefined || raw.trim() === '') return DEFAULT_SEED;
  const seed = seedSchema.safeParse(raw);
  if (seed.success) return seed.data;
  console.error(`SANDBOX_SEED=${raw} is not a whole number ≥ 0.`);
  return null;
}

/** KOSH_MAIN_SITE_ORIGIN, when set: an origin such as https://www.kosh.money (else null, after saying why). */
function readMainSiteOrigin(raw: string | undefined): string | null | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  try {
    if (new URL(raw).origin === raw) return raw;
  } catch {
    // reported below
  }
  console.error(
    `KOSH_MAIN_SITE_ORIGIN=${raw} is not an origin (scheme://host[:port], no path or trailing slash).`,
  );
  return null;
}

/** Deletes the database and its WAL files, so the next start seeds a fresh world. */
function deleteDatabase(): void {
  for (const suffix of ['', '-wal', '-shm']) rmSync(`${DB_FILE}${suffix}`, { force: true });
}

/** Closes the server on the first SIGINT/SIGTERM; later signals are ignored, since `npm start`
 * forwards the signal the terminal already sent to the whole process group. */
function closeOnSignals(app: FastifyInstance): void {
  let closing = false;
  function shutDown(): void {
    if (closing) return;
    closing = true;
    setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  }
  process.on('SIGINT', shutDown);
  process.on('SIGTERM', shutDown);
}

/** `npm run sandbox`: builds the gateway, listens, and says where to open the app. */
async function main(): Promise<void> {
  const port = readPort(process.env['PORT']);
  if (port === null) process.exit(1);
  const host = process.env['HOST'] ?? DEFAULT_HOST;
  const seed = readSeed(process.env['SANDBOX_SEED']);
  if (seed === null) process.exit(1);
  const mainSiteOrigin = readMainSiteOrigin(process.env['KOSH_MAIN_SITE_ORIGIN']);
  if (mainSiteOrigin === null) process.exit(1);
  const reset = process.argv.slice(2).includes('--reset');
  const dbName = relative(REPO_DIR, DB_FILE);
  if (reset) deleteDatabase();
  else if (process.env['SANDBOX_SEED'] !== undefined && existsSync(DB_FILE)) {
    console.info(
      `${dbName} is already seeded: SANDBOX_SEED applies to a new world (npm run sandbox -- --reset).`,
    );
  }
  // The history ends today in India (the app's calendar: at 00:30 IST on the 1st it is already the
  // new month); a seeded database keeps the anchor it was seeded with.
  const anchor = istDayOf(new Date());
  const started = performance.now();
  const app = await buildServer({
    distDir: DIST_DIR,
    logger: process.env['SANDBOX_LOG'] === '1',
    dbFile: DB_FILE,
    seed,
    anchor,
    // The provider's main site, allowed to frame the app (default: this server as 127.0.0.1).
    ...(mainSiteOrigin === undefined ? {} : { mainSiteOrigin }),
  });
  if (reset) {
    const ms = Math.round(performance.now() - started);
    console.log(
      `Reseeded the sandbox world (seed ${seed}, anchor ${anchor}) in ${dbName}, ready in ${ms} ms.`,
    );
  }
  try {
    await app.listen({ port, host });
  } catch (error) {
    const inUse = error instanceof Error && 'code' in error && error.code === 'EADDRINUSE';
    console.error(
      inUse
        ? `Port ${port} is already in use: stop whatever holds it or pick another, e.g. PORT=${port + 1} npm start`
        : `The sandbox could not listen on ${host}:${port}: ${String(error)}`,
    );
    process.exit(1);
  }
  closeOnSignals(app);
  if (!existsSync(join(DIST_DIR, 'index.html'))) {
    console.error('No dist/index.html: the API runs, but run `npm run build` (or `npm start`) for the app.');
  }
  const address = app.server.address();
  // PORT=0 asks the OS for a free port: report the one it gave.
  const actualPort = typeof address === 'object' && address !== null ? address.port : port;
  const origin = `http://localhost:${actualPort}`;
  console.log(`Kosh sandbox listening on ${origin}`);
  console.log(`Open the app as the demo user: ${origin}/?token=demo`);
  console.log(
    `Other personas: ?token=newbie (nothing linked), ?token=other (another customer). Sandbox OTP: ${SANDBOX_STATIC_OTP}`,
  );
}

main().catch((error: unknown) => {
  console.error('The sandbox failed to start:', error);
  process.exit(1);
});

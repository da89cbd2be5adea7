// `npm start`: build the app when dist/ is missing or stale, then run the sandbox gateway,
// which serves the app and stands in for the provider's backend on one port.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { constants } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const BUILT_INDEX = join(ROOT, 'dist', 'index.html');
/** Everything the build reads: a change to any of them makes dist/ stale. */
const BUILD_INPUTS = ['src', 'sw', 'public', 'index.html', 'vite.config.ts', 'manifest.webmanifest'];

/** Newest modification time (ms) of `path` or anything under it; 0 when it does not exist. */
function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs; // a deleted file shows up only as its directory's mtime
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** True when dist/index.html is missing or older than any build input. */
function buildIsStale() {
  if (!existsSync(BUILT_INDEX)) return true;
  const builtAt = statSync(BUILT_INDEX).mtimeMs;
  return BUILD_INPUTS.some((input) => newestMtime(join(ROOT, input)) > builtAt);
}

if (buildIsStale()) {
  console.log('dist/ is missing or older than the sources: running npm run build');
  const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const sandbox = spawn(join(ROOT, 'node_modules', '.bin', 'tsx'), ['sandbox/main.ts'], {
  cwd: ROOT,
  stdio: 'inherit',
  env: process.env,
});

// Ctrl-C reaches the child too (same process group); forwarding covers `kill <pid of npm start>`.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => sandbox.kill(signal));
}

sandbox.on('error', (error) => {
  console.error(`Could not start the sandbox: ${error.message}`);
  process.exit(1);
});

sandbox.on('exit', (code, signal) => {
  // A child killed by a signal exits like a shell would report it: 128 + the signal number.
  process.exit(code ?? 128 + (constants.signals[signal] ?? 0));
});

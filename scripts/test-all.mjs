// `npm test`: every check the project has, in the order a failure is cheapest to find, then one
// summary line over everything that ran. Steps after a failure still run (except e2e without a
// build), so one red step does not hide another.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { relative } from 'node:path';

/** The one command that gives a Debian machine the Chromium the end-to-end tests drive. */
const INSTALL_CHROMIUM = 'sudo apt-get update && sudo apt-get install -y --no-install-recommends chromium';

// The end-to-end tests need Chromium (CHROME_PATH, else Debian's package). Get it before anything
// runs, so a fresh machine needs `npm install && npm test` and nothing else: as root, install it;
// otherwise stop at once with the command to run, rather than after minutes of other steps.
ensureChromium();

const REPORTS = 'test-results';
mkdirSync(REPORTS, { recursive: true });

const bin = (name) => `node_modules/.bin/${name}`;

/** Where the e2e test build goes, and how it is made. */
const E2E_DIST = 'dist-e2e';
const E2E_BUILD_ENV = { KOSH_DIST: E2E_DIST, VITE_TEST_HOOKS: 'true' };

/** A step is one check, or a vitest run whose JSON report gives its own test counts. */
const steps = [
  { name: 'typecheck', cmd: [bin('tsc'), '--noEmit', '-p', '.'] },
  { name: 'typecheck (service worker)', cmd: [bin('tsc'), '--noEmit', '-p', 'tsconfig.sw.json'] },
  { name: 'lint', cmd: [bin('eslint'), '.', '--max-warnings', '0'] },
  // Dead code (docs/decisions/0009): production mode, so an export only tests use counts as unused.
  { name: 'dead code', cmd: ['node', 'scripts/dead-code.mjs'] },
  { name: 'format', cmd: [bin('prettier'), '--check', '--log-level', 'warn', '.'] },
  { name: 'catalogues', cmd: ['node', 'scripts/i18n.mjs', 'check'] },
  { name: 'unit + integration', cmd: [bin('vitest'), 'run'], report: `${REPORTS}/unit.json` },
  // The production build, and every first screen's initial JS against its byte limit: a change
  // that grows a first screen fails here (tests/bench/byte-budgets.mjs, docs/decisions/0014).
  { name: 'build (production)', cmd: ['npm', 'run', 'build'] },
  {
    name: 'first-screen bytes',
    cmd: ['node', 'scripts/check-first-screen-bytes.mjs', 'dist'],
    needs: 'build (production)',
  },
  // End-to-end runs against a test build (VITE_TEST_HOOKS=true: window.__emit and the harness
  // routes) in its own directory, so dist/ stays the production build the bench measures.
  { name: 'build', cmd: ['npm', 'run', 'build'], env: E2E_BUILD_ENV },
  {
    name: 'end-to-end',
    cmd: [bin('vitest'), 'run', '--config', 'vitest.e2e.config.ts'],
    report: `${REPORTS}/e2e.json`,
    needs: 'build',
    env: { KOSH_DIST: E2E_DIST },
  },
];

let passed = 0;
let failed = 0;
const failedSteps = new Set();
const lines = [];

for (const step of steps) {
  if (step.needs && failedSteps.has(step.needs)) {
    failed += 1;
    failedSteps.add(step.name);
    lines.push(`✗ ${step.name}: skipped, ${step.needs} failed`);
    continue;
  }
  console.info(`\n▶ ${step.name}`);
  const args = step.report
    ? [...step.cmd, '--reporter=default', '--reporter=json', `--outputFile=${step.report}`]
    : step.cmd;
  if (step.report) rmSync(step.report, { force: true });
  const started = Date.now();
  const result = spawnSync(args[0], args.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, ...step.env },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const ok = result.status === 0;

  if (step.report) {
    const counts = readCounts(step.report);
    if (counts) {
      passed += counts.passed;
      failed += counts.failed;
      // A run can fail with every test green (a crashed setup, an unhandled error): count that too.
      if (!ok && counts.failed === 0) failed += 1;
      lines.push(
        `${ok ? '✓' : '✗'} ${step.name}: ${counts.passed} passed, ${counts.failed} failed (${seconds} s)`,
        ...counts.failures.map((failure) => `    ✗ ${failure}`),
      );
    } else {
      failed += 1;
      lines.push(`✗ ${step.name}: no report, the run did not finish (${seconds} s)`);
    }
  } else {
    if (ok) passed += 1;
    else failed += 1;
    lines.push(`${ok ? '✓' : '✗'} ${step.name} (${seconds} s)`);
  }
  if (!ok) failedSteps.add(step.name);
}

console.info(`\n${lines.join('\n')}`);
console.info(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);

/**
 * A vitest JSON report's counts, and each failed test as "file > name: first line of the error",
 * so the summary at the end of a long log (all a CI page may keep) says what failed and why.
 */
function readCounts(path) {
  try {
    const report = JSON.parse(readFileSync(path, 'utf8'));
    const failures = report.testResults.flatMap((file) => {
      const where = relative(process.cwd(), file.name);
      const tests = file.assertionResults.filter((test) => test.status === 'failed');
      if (tests.length === 0 && file.status === 'failed') return [`${where}: ${firstLine(file.message)}`];
      return tests.map((test) => `${where} > ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
    });
    return { passed: report.numPassedTests, failed: report.numFailedTests, failures };
  } catch {
    return null;
  }
}

function firstLine(text) {
  return (
    (text ?? '')
      .split('\n')
      .find((line) => line.trim() !== '')
      ?.trim()
      .slice(0, 300) ?? ''
  );
}

function ensureChromium() {
  const path = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  if (existsSync(path)) return;
  if (process.env.CHROME_PATH === undefined && process.getuid?.() === 0) {
    console.info("▶ Chromium is not installed: installing Debian's package");
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const update = spawnSync('apt-get', ['update'], { stdio: 'inherit', env });
    const install =
      update.status === 0
        ? spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], {
            stdio: 'inherit',
            env,
          })
        : update;
    if (install.status === 0 && existsSync(path)) return;
    console.error(`\nInstalling Chromium failed. Install it by hand:\n  ${INSTALL_CHROMIUM}`);
    process.exit(1);
  }
  console.error(
    process.env.CHROME_PATH === undefined
      ? `Chromium is not installed; the end-to-end tests drive it. Run:\n  ${INSTALL_CHROMIUM}\nthen npm test again.`
      : `CHROME_PATH=${path} does not exist. Point it at a Chromium binary, or unset it and run:\n  ${INSTALL_CHROMIUM}`,
  );
  process.exit(1);
}

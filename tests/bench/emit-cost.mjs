// The telemetry bus budgets of docs/product.md#performance-budgets: the main-thread cost of one `emit` (≤
// 0.05 ms) and
// at most one request per 50 events of a channel in steady state. Runs the real bus, projection,
// scrubber, Dexie outbox (fake-indexeddb) and flusher in Node through Vite's module loader.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { createServer } from 'vite';

const EMIT_BUDGET_MS = 0.05;
const REQUESTS_PER_50_BUDGET = 1;

export async function emitCost() {
  const root = fileURLToPath(new URL('../..', import.meta.url));
  const server = await createServer({
    configFile: false,
    root,
    logLevel: 'error',
    appType: 'custom',
    resolve: { alias: { '@': `${root}src` } },
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const { measureEmitCost } = await server.ssrLoadModule('/tests/bench/telemetry-emit-harness.ts');
    const result = await measureEmitCost();
    const worst = Math.max(...Object.values(result.requestsPer50));
    return {
      report: [
        `emit: ${result.syncMs.toFixed(4)} ms synchronous, ${result.withWriteMs.toFixed(4)} ms with its share of the outbox write (fake-indexeddb)`,
        `requests per 50 events in steady state: ${Object.entries(result.requestsPer50)
          .map(([path, n]) => `${path} ${n}`)
          .join(', ')}`,
      ],
      budgets: [
        {
          name: 'main-thread cost of one emit',
          value: result.syncMs,
          limit: EMIT_BUDGET_MS,
          display: (v) => `${v.toFixed(4)} ms`,
        },
        {
          name: 'requests per 50 events per channel',
          value: worst,
          limit: REQUESTS_PER_50_BUDGET,
          display: (v) => v.toFixed(2),
        },
      ],
    };
  } finally {
    await server.close();
  }
}

/** Files of a production build that carry the test hook (`__emit`): must be none. */
export async function testHookFiles(distDir) {
  const files = (await readdir(distDir, { recursive: true })).filter((file) => /\.(js|html)$/.test(file));
  const leaking = [];
  for (const file of files) {
    if ((await readFile(join(distDir, file), 'utf8')).includes('__emit')) leaking.push(file);
  }
  return leaking;
}

/** Both telemetry checks for tests/bench/run.mjs: the bus budgets, and no test hook in `distDir`. */
export async function telemetryBench(distDir) {
  const result = await emitCost();
  const leaking = await testHookFiles(distDir);
  return {
    report: [
      ...result.report,
      `test hook in ${distDir}: ${leaking.length === 0 ? 'absent' : leaking.join(', ')}`,
    ],
    budgets: [
      ...result.budgets,
      {
        name: 'files of the production build with window.__emit',
        value: leaking.length,
        limit: 0,
        display: String,
      },
    ],
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await telemetryBench(process.env.KOSH_DIST ?? 'dist');
  for (const line of result.report) console.info(line);
  for (const budget of result.budgets)
    console.info(
      `${budget.value <= budget.limit ? '✓' : '✗'} ${budget.name}: ${budget.display(budget.value)} (budget ${budget.display(budget.limit)})`,
    );
}

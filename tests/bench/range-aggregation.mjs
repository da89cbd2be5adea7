// The aggregation budget of docs/product.md#performance-budgets: the analytics of a 12-month range
// over 50,000 transactions in the sandbox's rules take at most 30 ms. Runs the real rules in Node through
// Vite's module loader (as emit-cost.mjs does).
import { fileURLToPath } from 'node:url';

import { createServer } from 'vite';

const AGGREGATION_BUDGET_MS = 30;

export async function rangeAggregationBench() {
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
    const { measureRangeAggregation } = await server.ssrLoadModule(
      '/tests/bench/range-aggregation-harness.ts',
    );
    const result = measureRangeAggregation();
    return {
      report: [
        `range aggregation: ${result.medianMs.toFixed(2)} ms median for the last 12 months of ${result.rows.toLocaleString('en-IN')} transactions (${result.inRange.toLocaleString('en-IN')} spending rows in range)`,
      ],
      budgets: [
        {
          name: 'aggregation of 50,000 transactions over a 12-month range',
          value: result.medianMs,
          limit: AGGREGATION_BUDGET_MS,
          display: (v) => `${v.toFixed(2)} ms`,
        },
      ],
    };
  } finally {
    await server.close();
  }
}

// `node tests/bench/range-aggregation.mjs` runs this step alone.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { report, budgets } = await rangeAggregationBench();
  for (const line of report) console.info(line);
  const over = budgets.filter((b) => b.value > b.limit).length;
  process.exit(over === 0 ? 0 : 1);
}

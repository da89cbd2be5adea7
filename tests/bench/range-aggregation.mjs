// The aggregation budget of docs/product.md#performance-budgets: the analytics of a 12-month range
// over 50,000 transactions in the sandbox's rules take at most 30 ms. Runs the real rules in Node
// through tsx, as the sandbox itself runs (`scripts/start.mjs`); under Vite's SSR module loader the
// same loops, which call across modules per row, measured about twice as long.
import { fileURLToPath } from 'node:url';

import { tsImport } from 'tsx/esm/api';

const AGGREGATION_BUDGET_MS = 30;

export async function rangeAggregationBench() {
  const { measureRangeAggregation } = await tsImport('./range-aggregation-harness.ts', import.meta.url);
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
}

// `node tests/bench/range-aggregation.mjs` runs this step alone.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { report, budgets } = await rangeAggregationBench();
  for (const line of report) console.info(line);
  const over = budgets.filter((b) => b.value > b.limit).length;
  process.exit(over === 0 ? 0 : 1);
}

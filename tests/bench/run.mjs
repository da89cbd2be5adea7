// `npm run bench`: measured budgets of docs/product.md#performance-budgets. Reports figures; a budget
// over its limit fails the bench (exit 1), never the tests. Runs against dist/ (builds it when missing).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

import { apiLatency } from './api-latency.mjs';
import { routeSizes } from './bundle-size.mjs';
import { telemetryBench } from './emit-cost.mjs';
import { lighthouseBench } from './lighthouse.mjs';
import { rangeAggregationBench } from './range-aggregation.mjs';
import { stackFloor } from './stack-floor.mjs';

// KOSH_DIST: a build of one's own (parallel work keeps its own output, as the e2e run does).
const dist = resolve(process.env.KOSH_DIST ?? 'dist');

if (!existsSync(`${dist}/.vite/manifest.json`)) {
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const results = [
  await routeSizes(dist),
  await stackFloor(),
  await apiLatency(),
  await telemetryBench(dist),
  await rangeAggregationBench(),
  await lighthouseBench(dist),
];

let over = 0;
console.info('\nKosh bench');
for (const result of results) {
  for (const line of result.report) console.info(`  ${line}`);
  for (const budget of result.budgets) {
    // Most budgets are ceilings; scores (`atLeast`) are floors.
    const ok = budget.atLeast ? budget.value >= budget.limit : budget.value <= budget.limit;
    if (!ok) over += 1;
    console.info(
      `  ${ok ? '✓' : '✗'} ${budget.name}: ${budget.display(budget.value)} (budget ${budget.atLeast ? '≥ ' : ''}${budget.display(budget.limit)})`,
    );
  }
}
console.info(over === 0 ? '\nAll budgets met.' : `\n${over} budget(s) exceeded.`);
process.exit(over === 0 ? 0 : 1);

// API latency of the sandbox gateway: p50/p95/p99 of POST /aa-service/all-transactions (the
// heaviest read: demo's ~4,900 savings rows, filtered, summed and paged) with 50 requests in
// flight at once. The sandbox runs in its own process (like `npm run sandbox`) on a private
// in-memory world, so the load generator does not share its event loop.
//
// Budget: p95 ≤ 500 ms. docs/product.md#performance-budgets budgets the client only; this one is ours for the
// stand-in
// backend. The handler is synchronous SQLite (~8 ms a page on this 2-core machine), so with 50 in
// flight the p95 is mostly the queue: 50 × 8 ms ≈ 400 ms. More than 500 ms means a page got
// slower (a lost index, a whole-history scan), which would make every e2e test slower too.
// Sockets are opened by a warm-up at full concurrency first: a burst of fresh connections to a
// busy event loop measures the kernel's accept queue, not the sandbox.
import { spawn } from 'node:child_process';
import { once } from 'node:events';

const CONCURRENCY = 50;
const REQUESTS = 1_000;
const WARM_UP = 100;
const BUDGET_P95_MS = 500;
const PATH = '/aa-service/all-transactions';
// A customer's first page with the default page size, and a filtered one: both run the sums.
const BODIES = [{ limit: 50 }, { limit: 50, type: 'DEBIT' }];

// The server: buildServer on a private :memory: world, listening on a free loopback port.
const SERVER_SCRIPT = `
import { buildServer } from './sandbox/server.ts';
const app = await buildServer({ distDir: null });
await app.listen({ port: 0, host: '127.0.0.1' });
console.log('PORT ' + app.server.address().port);
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
`;

async function startSandbox() {
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', SERVER_SCRIPT], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.setEncoding('utf8');
  const port = await new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk) => {
      output += chunk;
      const match = /PORT (\d+)/.exec(output);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`the sandbox exited (${code}) before listening`)));
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: async () => {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await once(child, 'exit');
    },
  };
}

async function timedRequest(origin, index) {
  const started = performance.now();
  const response = await fetch(`${origin}${PATH}`, {
    method: 'POST',
    headers: { authorization: 'Bearer demo', 'content-type': 'application/json' },
    body: JSON.stringify(BODIES[index % BODIES.length]),
  });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${PATH} answered ${response.status}`);
  return performance.now() - started;
}

/** Runs `total` requests with `concurrency` in flight at any moment; returns each latency. */
async function pool(origin, total, concurrency) {
  const latencies = [];
  let next = 0;
  async function worker() {
    while (next < total) {
      const index = next;
      next += 1;
      latencies.push(await timedRequest(origin, index));
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  return latencies;
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const ms = (value) => `${value.toFixed(1)} ms`;

/** Bench result in the shape tests/bench/run.mjs reports. */
export async function apiLatency() {
  const sandbox = await startSandbox();
  try {
    await pool(sandbox.origin, WARM_UP, CONCURRENCY);
    const started = performance.now();
    const latencies = await pool(sandbox.origin, REQUESTS, CONCURRENCY);
    const seconds = (performance.now() - started) / 1000;
    const sorted = [...latencies].sort((a, b) => a - b);
    const p95 = percentile(sorted, 95);
    return {
      report: [
        `POST ${PATH} (demo), ${REQUESTS} requests, ${CONCURRENCY} concurrent: ` +
          `p50 ${ms(percentile(sorted, 50))}, p95 ${ms(p95)}, p99 ${ms(percentile(sorted, 99))}, ` +
          `max ${ms(sorted.at(-1))}, ${(REQUESTS / seconds).toFixed(0)} req/s`,
      ],
      budgets: [
        {
          name: `p95 latency of POST ${PATH} at ${CONCURRENCY} concurrent`,
          value: p95,
          limit: BUDGET_P95_MS,
          display: ms,
        },
      ],
    };
  } finally {
    await sandbox.stop();
  }
}

// `node tests/bench/api-latency.mjs` runs it alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await apiLatency();
  for (const line of result.report) console.info(line);
  for (const budget of result.budgets) {
    const ok = budget.value <= budget.limit;
    console.info(
      `${ok ? '✓' : '✗'} ${budget.name}: ${budget.display(budget.value)} (budget ${budget.display(budget.limit)})`,
    );
  }
}

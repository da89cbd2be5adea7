// The floor under the initial-JS budgets: the gzip size of the smallest app that renders one screen
// with each prefix of the stack the product is built on (React, the router, MUI, TanStack Query, zod,
// rxjs, react-intl with its messages compiled as the app's build does, Dexie), built by the same Vite
// and React plugin as the app. None of Kosh's own code is in
// it, so no budget can be met below these figures without leaving a library out of the first screen.
// The whole stack's app is then timed by Lighthouse like the routes: the time floor.
// Report only: it has no budget of its own.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

import react from '@vitejs/plugin-react';
import { build } from 'vite';

import { PROTOCOL, runLighthouseAgain, servedAsInProduction } from './lighthouse.mjs';

const RUNS = Number(process.env.KOSH_LH_RUNS ?? 3);

// Inside node_modules so the entries resolve the project's own packages.
const work = resolve('node_modules/.cache/kosh-stack-floor');

const IMPORTS = {
  react: `import { createRoot } from 'react-dom/client';`,
  router: `import { BrowserRouter, Routes, Route } from 'react-router-dom';`,
  mui: `import { ThemeProvider, createTheme, CssBaseline, Button, Typography, Card } from '@mui/material';`,
  query: `import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';`,
  zod: `import * as z from 'zod/mini';`,
  rxjs: `import { Subject } from 'rxjs';`,
  intl: `import { IntlProvider, useIntl } from 'react-intl';`,
  dexie: `import Dexie from 'dexie';`,
  // Home's figures: the five answers home's first screenful reads, each validated by the app's own
  // contract (src/api/schemas), and the net worth worked out by the domain's rule.
  home: [
    `import { savingsL1ScreenSchema } from '@/api/schemas/aggregator-savings';`,
    `import { brokerDetailsSchema } from '@/api/schemas/stocks-widget';`,
    `import { netWorthHistorySchema } from '@/api/schemas/net-worth';`,
    `import { creditCardsSchema } from '@/api/schemas/credit-cards';`,
    `import { instaCashSummarySchema } from '@/api/schemas/insta-cash';`,
    `import { netWorth } from '@/domain/wealth/net-worth';`,
  ].join('\n'),
};

/**
 * The smallest screen that shows what home's first screenful shows: the net worth and its five
 * parts, each read the way home reads it (use-wealth.ts), in rupees. Needs the whole stack but Dexie.
 */
const HOME_SCREEN = `
const PARTS = [
  ['banks', '/b', savingsL1ScreenSchema, (d) => (d.has_linked_accounts ? d.total_balance_paise : null)],
  ['stocks', '/s', brokerDetailsSchema, (d) => (d.empty ? null : d.performance.current_value_paise)],
  ['funds', '/f', netWorthHistorySchema, (d) => (d.linked.funds ? d.current.funds_paise : null)],
  ['cards', '/c', creditCardsSchema, (d) => (d.is_empty ? null : d.total_used_paise)],
  ['instaCash', '/i', instaCashSummarySchema, (d) => (d.eligible ? d.outstanding_principal_paise : null)],
];
function usePart([key, url, schema, read]) {
  return useQuery({ queryKey: [key], queryFn: async () => read(schema.parse(await (await fetch(url)).json())) }).data ?? null;
}
function Screen() {
  const intl = useIntl();
  const values = Object.fromEntries(PARTS.map((part) => [part[0], usePart(part)]));
  const money = (paise) => intl.formatNumber(paise / 100, { style: 'currency', currency: 'INR' });
  const total = netWorth(values)?.total ?? null;
  return <Card><Typography component="h1">{total === null ? '…' : money(total)}</Typography>{PARTS.map(([key]) => <Typography key={key}>{key} {values[key] === null ? '' : money(values[key])}</Typography>)}<Button onClick={() => bus.next(1)}>Go</Button></Card>;
}`;

/** One screen that uses every library in `layers` the way a first screen would. */
function entry(layers) {
  const has = (layer) => layers.includes(layer);
  const lines = layers.map((layer) => IMPORTS[layer]);
  if (has('dexie')) lines.push(`const db = new Dexie('floor'); db.version(1).stores({ kv: 'k' });`);
  if (has('rxjs')) lines.push(`const bus = new Subject(); bus.subscribe((e) => console.debug(e));`);
  if (has('zod')) lines.push(`const Answer = z.object({ name: z.string(), lines: z.array(z.number()) });`);
  const load = has('zod') ? `Answer.parse(await (await fetch('/a')).json())` : `(await fetch('/a')).json()`;
  lines.push(
    has('query')
      ? `function useName() { return useQuery({ queryKey: ['a'], queryFn: async () => ${load} }).data?.name; }`
      : `function useName() { return 'name'; }`,
  );
  // A message as the app's build leaves it: already parsed (scripts/vite/precompile-messages.ts).
  if (has('intl'))
    lines.push(
      `const hello = { id: 'hello', defaultMessage: [{ type: 0, value: 'Hello, ' }, { type: 1, value: 'name' }] };`,
      `function useText(name) { const intl = useIntl(); return intl.formatMessage(hello, { name }) + ' ' + intl.formatNumber(1e5, { style: 'currency', currency: 'INR' }); }`,
    );
  const text = has('intl') ? `{useText(useName())}` : `{useName()}`;
  const onClick = [has('dexie') && `db.table('kv').put({ k: 1 })`, has('rxjs') && `bus.next(1)`]
    .filter(Boolean)
    .join(';');
  let screen = has('mui')
    ? `<Card><Typography component="h1">${text}</Typography><Button onClick={() => { ${onClick} }}>Go</Button></Card>`
    : `<main><h1>${text}</h1><button onClick={() => { ${onClick} }}>Go</button></main>`;
  lines.push(has('home') ? HOME_SCREEN : `function Screen() { return ${screen}; }`);
  let app = `<Screen />`;
  if (has('router'))
    app = `<BrowserRouter><Routes><Route path="*" element={${app}} /></Routes></BrowserRouter>`;
  if (has('intl')) app = `<IntlProvider locale="en-IN" defaultLocale="en-IN">${app}</IntlProvider>`;
  if (has('mui')) app = `<ThemeProvider theme={createTheme()}><CssBaseline />${app}</ThemeProvider>`;
  if (has('query')) app = `<QueryClientProvider client={new QueryClient()}>${app}</QueryClientProvider>`;
  lines.push(`createRoot(document.getElementById('root')).render(${app});`);
  return lines.join('\n');
}

/** react-intl's own copy of the parser package, its `no-parser` build (what the app's build uses). */
function parserWithout() {
  const nested = resolve('node_modules/react-intl/node_modules/@formatjs/icu-messageformat-parser');
  const dir = existsSync(nested) ? nested : resolve('node_modules/@formatjs/icu-messageformat-parser');
  return join(dir, 'no-parser.js');
}

/** Builds the one-screen app of `layers`; the folder of its output. */
async function buildFloor(layers) {
  const root = join(work, layers.join('-'));
  rmSync(root, { recursive: true, force: true });
  mkdirSync(root, { recursive: true });
  writeFileSync(
    join(root, 'index.html'),
    '<div id="root"></div><script type="module" src="./main.jsx"></script>',
  );
  writeFileSync(join(root, 'main.jsx'), entry(layers));
  await build({
    root,
    configFile: false,
    logLevel: 'silent',
    plugins: [react()],
    // The app's build has no ICU parser: messages are compiled before they ship.
    resolve: { alias: { '@formatjs/icu-messageformat-parser': parserWithout(), '@': resolve('src') } },
    build: { outDir: 'out', emptyOutDir: true },
  });
  return join(root, 'out');
}

async function gzipOfBuild(layers) {
  const assets = join(await buildFloor(layers), 'assets');
  return readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .reduce((sum, file) => sum + gzipSync(readFileSync(join(assets, file))).length, 0);
}

export async function stackFloor() {
  // Dexie last: no first screen loads it any more (docs/storage.md).
  const order = ['react', 'router', 'mui', 'query', 'zod', 'rxjs', 'intl', 'dexie'];
  const report = ['Stack floor (smallest one-screen app per library prefix, gzip KB):'];
  for (let i = 1; i <= order.length; i += 1) {
    const layers = order.slice(0, i);
    const bytes = await gzipOfBuild(layers);
    report.push(`  ${layers.join(' + ').padEnd(52)} ${(bytes / 1000).toFixed(1)}`);
  }
  // What home's first screenful needs at the least: the whole stack but Dexie, and home's figures.
  const home = [...order.filter((layer) => layer !== 'dexie'), 'home'];
  report.push(
    `  ${"that stack but Dexie + home's figures".padEnd(52)} ${((await gzipOfBuild(home)) / 1000).toFixed(1)}`,
  );
  // What every signed-in first screen loads: the whole stack but Dexie.
  report.push(...(await floorLighthouse(order.filter((layer) => layer !== 'dexie'))));
  rmSync(work, { recursive: true, force: true });
  return { report, budgets: [] };
}

/**
 * The time floor: Lighthouse (the same mobile preset and runs as the routes) on the whole stack's
 * one-screen app, served by a plain static server with its one JSON answer. No screen of Kosh can
 * block the main thread for less than this on the same machine, so it says how much of a route's
 * TBT is the stack's and how much is Kosh's.
 */
async function floorLighthouse(layers) {
  const out = join(work, layers.join('-'), 'out');
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://floor').pathname;
    if (path === '/a') {
      response.writeHead(200, { 'content-type': 'application/json' });
      return response.end(JSON.stringify({ name: 'Aarav', lines: [1, 2, 3] }));
    }
    const file = join(out, path === '/' ? 'index.html' : path);
    if (!file.startsWith(out) || !existsSync(file)) {
      response.writeHead(404);
      return response.end();
    }
    const type = file.endsWith('.js') ? 'text/javascript' : 'text/html';
    response.writeHead(200, { 'content-type': type, 'content-encoding': 'gzip' });
    response.end(gzipSync(readFileSync(file)));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  // Served the way the routes are (lighthouse.mjs), so the two compare.
  const front = await servedAsInProduction(`http://localhost:${server.address().port}/`);
  try {
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await runLighthouseAgain(front.url));
    const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
    const audit = (id) => median(runs.map((r) => r.audits[id]?.numericValue ?? Number.POSITIVE_INFINITY));
    const scores = runs.map((r) => Math.round((r.categories.performance?.score ?? 0) * 100));
    const tbts = runs.map((r) => Math.round(r.audits['total-blocking-time']?.numericValue ?? Infinity));
    const benchmark = median(runs.map((r) => r.environment?.benchmarkIndex ?? 0));
    return [
      `Stack floor under Lighthouse (${layers.join(' + ')}, mobile, ${PROTOCOL}, ${RUNS} runs, median): performance ${median(scores)} (${scores.join('/')}); LCP ${(audit('largest-contentful-paint') / 1000).toFixed(2)} s, TBT ${median(tbts)} ms (${tbts.join('/')}), bootup ${Math.round(audit('bootup-time'))} ms; this machine's Lighthouse benchmark index ${Math.round(benchmark)}`,
    ];
  } finally {
    await front.close();
    server.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const line of (await stackFloor()).report) console.info(line);
}

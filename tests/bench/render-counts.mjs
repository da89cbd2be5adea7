// Which components render, and how often, while a first screen opens: the count behind
// docs/decisions/0014's seventh pass. Production React calls the DevTools hook at every commit, so
// a stand-in hook walks each committed tree the way DevTools does (a subtree whose children were
// not reconciled is skipped) and counts the components that did work. Names need an unminified
// build:
//
//   KOSH_DIST=/tmp/kosh-nomin npx vite build --minify false   (the worker's precache step may
//   complain about a large lazy chunk; the page is built)
//   KOSH_DIST=/tmp/kosh-nomin node tests/bench/render-counts.mjs '/?token=demo' '/news?token=demo'
//
// Counts are exact for one load, and do not depend on the machine's load; they do depend on the
// order answers arrive in, so compare a few runs. Report only: no budget of its own.
import { resolve } from 'node:path';

import { chromium } from 'playwright-core';
import { tsImport } from 'tsx/esm/api';

const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const dist = resolve(process.env.KOSH_DIST ?? 'dist');
const paths = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/?token=demo'];
const TOP = Number(process.env.TOP ?? 20);

/** In the page, before React loads: the stand-in DevTools hook. */
function installCounter() {
  const counts = {};
  let commits = 0;
  // Function, class, forwardRef, memo and simple-memo fibers: what a component render is.
  const COMPONENT_TAGS = new Set([0, 1, 11, 14, 15]);
  const nameOf = (type) =>
    type.displayName ?? type.name ?? type.render?.displayName ?? type.render?.name ?? type.type?.name ?? '?';
  const count = (fiber) => {
    if (!COMPONENT_TAGS.has(fiber.tag) || fiber.type === null) return;
    const name = nameOf(fiber.type);
    counts[name] = (counts[name] ?? 0) + 1;
  };
  const mount = (fiber) => {
    for (let child = fiber; child !== null; child = child.sibling) {
      count(child);
      mount(child.child);
    }
  };
  // React's PerformedWork flag (1): the component ran in this commit.
  const update = (next, prev) => {
    if (prev === null) {
      count(next);
      if (next.child !== null) mount(next.child);
      return;
    }
    if ((next.flags & 1) === 1) count(next);
    if (next.child === prev.child) return;
    for (let child = next.child; child !== null; child = child.sibling) update(child, child.alternate);
  };
  window.__koshRenders = () => ({ commits, counts });
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject(renderer) {
      this.renderers.set(this.renderers.size + 1, renderer);
      return this.renderers.size;
    },
    checkDCE() {},
    onScheduleFiberRoot() {},
    onPostCommitFiberRoot() {},
    onCommitFiberUnmount() {},
    onCommitFiberRoot(_id, root) {
      commits += 1;
      update(root.current, root.current.alternate);
    },
  };
}

const { buildServer } = await tsImport('../../sandbox/server.ts', import.meta.url);
const app = await buildServer({ distDir: dist, logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://localhost:${app.server.address().port}`;
const browser = await chromium.launch({ executablePath: CHROME, args: ['--no-sandbox'] });
try {
  for (const path of paths) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await context.addInitScript(installCounter);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(base + path);
    await page.waitForTimeout(Number(process.env.WAIT_MS ?? 12_000));
    const { commits, counts } = await page.evaluate(() => window.__koshRenders());
    const rows = Object.entries(counts).sort((a, b) => b[1] - a[1]);
    const total = rows.reduce((sum, [, n]) => sum + n, 0);
    console.log(`${path}: ${commits} commits, ${total} component renders`);
    for (const [name, n] of rows.slice(0, TOP)) console.log(`${String(n).padStart(7)} ${name}`);
    await context.close();
  }
} finally {
  await browser.close();
  await app.close();
}

/// <reference types="vitest/config" />
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';

import { catalogueParts } from './scripts/vite/catalogue-parts';
import { hoistTransitiveImports } from './scripts/vite/hoist-transitive-imports';
import { muiWithoutCssVariables } from './scripts/vite/mui-without-css-variables';
import { precompileMessages } from './scripts/vite/precompile-messages';
import { shellChunk } from './scripts/vite/shell-chunk';
import { GATEWAY_PATH_PREFIXES } from './src/config/service-roots';

// The top-level manifest.webmanifest is the single source of truth: the plugin emits it into
// dist/, links it from index.html and precaches it with its icons (docs/findings.md#manifest).
const manifest = JSON.parse(
  readFileSync(new URL('./manifest.webmanifest', import.meta.url), 'utf8'),
) as Partial<ManifestOptions>;

const src = fileURLToPath(new URL('./src', import.meta.url));

/**
 * One copy of a package npm installed twice, for every import in the bundle:
 * - intl-messageformat and @formatjs/fast-memoize sit, in the same version, under react-intl and
 *   under @formatjs/intl (an older major of each, lighthouse's, holds the top level): react-intl's;
 * - react-is 16, nested under hoist-non-react-statics (emotion's), beside the react-is 19 MUI
 *   uses: the top level's. The hoister reads only `ForwardRef`, `Memo` and `isMemo`, which 19
 *   still exports with the same values.
 * About 1 KB gzip off every first screen.
 */
const fromRoot = createRequire(import.meta.url);
const fromReactIntl = createRequire(fromRoot.resolve('react-intl'));
const ONE_COPY = [
  ...['intl-messageformat', '@formatjs/fast-memoize'].map((name) => ({
    find: new RegExp(`^${name}$`),
    replacement: fromReactIntl.resolve(name),
  })),
  { find: /^react-is$/, replacement: fromRoot.resolve('react-is') },
];
/**
 * React Router's production build, for the production build: its package exports name only its
 * development build, and the production one beside it differs in a single constant
 * (`ENABLE_DEV_WARNINGS`), which lets the minifier drop the warnings (0.5 KB gzip off every first
 * screen). The dev server and the tests keep the warnings.
 */
const routerDist = join(dirname(fromRoot.resolve('react-router/package.json')), 'dist/production');
const ROUTER_PRODUCTION = [
  { find: /^react-router$/, replacement: join(routerDist, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: join(routerDist, 'dom-export.mjs') },
];
/**
 * react-intl's API for messages compiled at build time, in place of react-intl, @formatjs/intl and
 * intl-messageformat, for the production build: about 5.5 KB gzip off every first screen
 * (src/i18n/compiled-intl.tsx; a unit test holds it to react-intl's output for every message).
 * The dev server and the tests keep react-intl, which also parses.
 */
const COMPILED_INTL = [{ find: /^react-intl$/, replacement: join(src, 'i18n/compiled-intl.tsx') }];
/**
 * rxjs's ES2015 build (its `es2015` export condition) instead of its default ES5 one: classes
 * as classes, no tslib helpers.
 */
const RXJS_ES2015 = [
  { find: /^rxjs$/, replacement: join(dirname(fromRoot.resolve('rxjs/package.json')), 'dist/esm/index.js') },
];
const shell = shellChunk();
/**
 * Almost every function of a first screen's chunks runs while it loads (React, MUI, emotion, the
 * shell, the area): compiled lazily, on each first call, they took about 220 ms of a traced load
 * of `/` on the main thread, and about 30 with the hint (docs/decisions/0014-first-screen-speed.md,
 * twenty-third pass).
 */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';
/**
 * The hint costs every file it heads about 30 bytes of gzip; a chunk under this much source (about
 * 5 KB minified) has little to compile, so it goes without.
 */
const COMPILE_HINT_MIN_LENGTH = 12_000;
const sourceLength = (chunk: Rolldown.RenderedChunk) =>
  Object.values(chunk.modules).reduce((sum, module) => sum + module.renderedLength, 0);
const messages = precompileMessages();

export default defineConfig(({ command }) => ({
  resolve: {
    alias: [
      { find: /^@\//, replacement: `${src}/` },
      ...ONE_COPY,
      ...(command === 'build' ? [...ROUTER_PRODUCTION, ...COMPILED_INTL, ...RXJS_ES2015] : []),
    ],
  },
  define: {
    // Shown in the UI and used to bust the persisted query cache.
    'import.meta.env.VITE_APP_VERSION': JSON.stringify(process.env.npm_package_version ?? '0.0.0'),
  },
  plugins: [
    // Every message is parsed at build time (no parser in the bundle); Hindi comes in parts.
    messages.plugin,
    catalogueParts({ compile: messages.parser }),
    react(),
    // MUI's theme without the CSS-variables branch we never take (8 KB gzip a screen).
    muiWithoutCssVariables(),
    shell.plugin,
    hoistTransitiveImports(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      manifest,
      // png and the manifest are added by the plugin itself; globbing them too duplicates entries.
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg}'],
        // The worker is a classic script: no `import()` in it (src/storage/load-dexie.ts).
        buildPlugins: { vite: [workerStorage()] },
      },
      devOptions: { enabled: false, type: 'module' },
    }),
  ],
  // The manifest lets the bench find exactly which chunks a route loads (tests/bench).
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    // Only index.html's own links: a lazy chunk imports its whole tree instead
    // (scripts/vite/hoist-transitive-imports.ts). A lazy chunk's stylesheet, should one appear, is
    // still loaded by the helper: nothing else would load it.
    modulePreload: {
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'html' ? deps : deps.filter((dep) => dep.endsWith('.css')),
    },
    outDir: process.env.KOSH_DIST ?? 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: { groups: shell.groups },
        // V8's explicit compile hint (Chromium 136 and later): the functions of a chunk are
        // compiled while it streams in, off the main thread, instead of each on its first call on
        // the main thread. After minification, which would drop it as a comment.
        postBanner: (chunk) => (sourceLength(chunk) >= COMPILE_HINT_MIN_LENGTH ? COMPILE_HINT : ''),
      },
    },
  },
  server: {
    // `npm run dev`: the app on Vite, every API call proxied to the sandbox (`npm run sandbox`).
    proxy: Object.fromEntries(GATEWAY_PATH_PREFIXES.map((root) => [root, 'http://localhost:4173'])),
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./tests/setup/unit.ts'],
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    // A screen test's first render pays for its imports (MUI, the catalogue): 3.4 s alone on a
    // loaded 2-core machine, past vitest's 5 s default beside another worker. Waits inside the
    // tests are up to 8 s, so the test's own limit sits above them (docs/findings.md).
    testTimeout: 15_000,
  },
}));

/** The service worker's build: storage's Dexie loader is the bundled one. */
function workerStorage(): Plugin {
  const loader = fileURLToPath(new URL('./src/storage/load-dexie.ts', import.meta.url));
  const workerLoader = fileURLToPath(new URL('./src/storage/load-dexie.worker.ts', import.meta.url));
  return {
    name: 'kosh:worker-storage',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!source.endsWith('load-dexie')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id === loader ? workerLoader : null;
    },
  };
}

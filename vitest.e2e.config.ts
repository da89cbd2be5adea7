import { fileURLToPath } from 'node:url';

import { defineConfig } from 'vitest/config';

/**
 * End-to-end tests: real Chromium (playwright-core, Debian's package) against the built app served
 * by the real sandbox, started once for the run by the global setup.
 */
export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    environment: 'node',
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['./tests/e2e/support/global-setup.ts'],
    // Two cores: one browser at a time keeps timings honest and the machine responsive.
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // A poll waits for what a user would wait for. Vitest's default (1 s) is shorter than a cold
    // first screen takes on a loaded CI machine (service worker install, lazy chunk, data), which
    // failed journeys that were right; a condition that never comes still fails, 10 s later.
    expect: { poll: { timeout: 10_000 } },
  },
});

import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import type { TestProject } from 'vitest/node';

import { buildServer } from '../../../sandbox/server';
import { chromiumPath } from './chromium';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/**
 * The CSP violations browsers reported to the sink over the whole run (the gateway's `report-uri`):
 * there must be none. `frame-ancestors` ones are left out: they come from a page framing the app
 * (security.e2e.ts does so on purpose), not from the app's journeys. pwa.e2e.ts runs a sandbox of
 * its own.
 */
async function unexpectedCspViolations(app: Awaited<ReturnType<typeof buildServer>>): Promise<unknown[]> {
  const answer = await app.inject({ method: 'GET', url: '/sandbox/telemetry/csp-reports' });
  const { violations } = answer.json<{ violations: { directive: string }[] }>();
  return violations.filter((violation) => violation.directive !== 'frame-ancestors');
}

/** Starts the sandbox gateway serving dist/ on a free port for the whole e2e run. */
export default async function setup(project: TestProject) {
  chromiumPath(); // fail fast, with the install command, before any test starts
  // The static plugin wants an absolute root; KOSH_DIST is usually given relative (`dist-e2e`).
  const distDir = resolve(process.env.KOSH_DIST ?? fileURLToPath(new URL('../../../dist', import.meta.url)));
  if (!existsSync(`${distDir}/index.html`)) {
    throw new Error(
      `${distDir} has no build. Run \`npm run build:e2e\` first (\`npm test\` does it for you).`,
    );
  }
  const app = await buildServer({ distDir, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  project.provide('baseUrl', `http://localhost:${port}`);
  return async () => {
    const violations = await unexpectedCspViolations(app);
    await app.close();
    if (violations.length > 0) {
      throw new Error(`CSP violations during the e2e journeys: ${JSON.stringify(violations, null, 2)}`);
    }
  };
}

/**
 * Build-time environment, checked once. A wrong value fails loudly at start-up with the name of
 * the variable instead of surfacing later as a broken request. Two strings, checked by hand: the
 * entry chunk reads them (the first requests start there), and zod is not on the first screen.
 */
export type Env = {
  /** Base URL of the API gateway; empty = same origin (the sandbox in dev, tests and `npm start`). */
  VITE_GATEWAY_URL: string;
  VITE_APP_VERSION: string;
};

const ORIGIN = /^https?:\/\/[^/]+$/;

/** The environment from the build's variables; throws, naming the variable, when one is wrong. */
function readEnv(raw: { VITE_GATEWAY_URL?: unknown; VITE_APP_VERSION?: unknown }): Env {
  const gateway = raw.VITE_GATEWAY_URL ?? '';
  if (typeof gateway !== 'string' || (gateway !== '' && !ORIGIN.test(gateway)))
    throw new Error(
      'VITE_GATEWAY_URL must be empty or an origin such as https://gateway.example.com (no path, no trailing slash)',
    );
  const version = raw.VITE_APP_VERSION ?? '0.0.0';
  if (typeof version !== 'string') throw new Error('VITE_APP_VERSION must be a string');
  return { VITE_GATEWAY_URL: gateway, VITE_APP_VERSION: version };
}

export const env: Env = readEnv({
  VITE_GATEWAY_URL: import.meta.env.VITE_GATEWAY_URL as string | undefined,
  VITE_APP_VERSION: import.meta.env.VITE_APP_VERSION as string | undefined,
});

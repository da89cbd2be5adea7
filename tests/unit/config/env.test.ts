import { afterEach, describe, expect, it, vi } from 'vitest';

/** `env` as the app reads it at start-up, from these build variables (unset when undefined). */
async function envFrom(raw: { VITE_GATEWAY_URL?: string; VITE_APP_VERSION?: string }) {
  vi.stubEnv('VITE_GATEWAY_URL', raw.VITE_GATEWAY_URL);
  vi.stubEnv('VITE_APP_VERSION', raw.VITE_APP_VERSION);
  vi.resetModules();
  return (await import('@/config/env')).env;
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('the build environment', () => {
  it('defaults to the same origin and version 0.0.0', async () => {
    expect(await envFrom({})).toEqual({ VITE_GATEWAY_URL: '', VITE_APP_VERSION: '0.0.0' });
  });

  it('takes a gateway origin', async () => {
    expect(
      await envFrom({ VITE_GATEWAY_URL: 'https://gateway.example.com', VITE_APP_VERSION: '1.2.3' }),
    ).toEqual({
      VITE_GATEWAY_URL: 'https://gateway.example.com',
      VITE_APP_VERSION: '1.2.3',
    });
  });

  // Build variables arrive as strings: a number set for one reads as its digits.
  it.each(['https://gateway.example.com/', 'https://gateway.example.com/api', 'gateway.example.com', '7'])(
    'refuses %s as the gateway, naming the variable',
    async (value) => {
      await expect(envFrom({ VITE_GATEWAY_URL: value })).rejects.toThrow(
        /VITE_GATEWAY_URL must be empty or an origin/,
      );
    },
  );
});

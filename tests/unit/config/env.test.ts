import { describe, expect, it } from 'vitest';

import { readEnv } from '@/config/env';

describe('the build environment', () => {
  it('defaults to the same origin and version 0.0.0', () => {
    expect(readEnv({})).toEqual({ VITE_GATEWAY_URL: '', VITE_APP_VERSION: '0.0.0' });
  });

  it('takes a gateway origin', () => {
    expect(readEnv({ VITE_GATEWAY_URL: 'https://gateway.example.com', VITE_APP_VERSION: '1.2.3' })).toEqual({
      VITE_GATEWAY_URL: 'https://gateway.example.com',
      VITE_APP_VERSION: '1.2.3',
    });
  });

  it.each(['https://gateway.example.com/', 'https://gateway.example.com/api', 'gateway.example.com', 7])(
    'refuses %s as the gateway, naming the variable',
    (value) => {
      expect(() => readEnv({ VITE_GATEWAY_URL: value })).toThrow(
        /VITE_GATEWAY_URL must be empty or an origin/,
      );
    },
  );
});

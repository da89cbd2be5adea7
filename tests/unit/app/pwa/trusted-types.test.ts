import { afterEach, describe, expect, it, vi } from 'vitest';

import icuWarmUpWorker from '@/i18n/icu-warm-up.worker.ts?worker&url';

type Rules = { createScriptURL: (input: string) => string };

/** A Trusted Types factory like Chromium's: one policy per name, its rules kept for the test. */
function installTrustedTypes(): { rules: () => Rules; names: string[] } {
  const names: string[] = [];
  let kept: Rules | null = null;
  vi.stubGlobal('trustedTypes', {
    createPolicy: (name: string, rules: Rules) => {
      names.push(name);
      kept = rules;
      return { createScriptURL: (input: string) => ({ trusted: rules.createScriptURL(input) }) };
    },
  });
  return {
    names,
    rules: () => {
      if (kept === null) throw new Error('no policy was made');
      return kept;
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('the kosh Trusted Types policy', () => {
  it('vouches for the service worker and the ICU warm-up worker, one policy for both', async () => {
    const factory = installTrustedTypes();
    const { serviceWorkerUrl, icuWarmUpWorkerUrl } = await import('@/app/pwa/trusted-types');
    expect(serviceWorkerUrl()).toEqual({ trusted: '/sw.js' });
    expect(icuWarmUpWorkerUrl()).toEqual({ trusted: icuWarmUpWorker });
    expect(factory.names).toEqual(['kosh']);
  });

  it('refuses any other script, on this origin or another', async () => {
    const factory = installTrustedTypes();
    const { serviceWorkerUrl } = await import('@/app/pwa/trusted-types');
    serviceWorkerUrl();
    for (const input of [
      '/sw.js?x=1',
      '/assets/other.js',
      'https://evil.example/sw.js',
      'data:text/javascript,1',
    ])
      expect(() => factory.rules().createScriptURL(input)).toThrow(/Not a script this app loads/);
  });

  it('hands out the plain paths where the browser has no Trusted Types', async () => {
    const { serviceWorkerUrl, icuWarmUpWorkerUrl } = await import('@/app/pwa/trusted-types');
    expect(serviceWorkerUrl()).toBe('/sw.js');
    expect(icuWarmUpWorkerUrl()).toBe(icuWarmUpWorker);
  });
});

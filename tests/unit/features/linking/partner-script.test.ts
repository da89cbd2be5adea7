import { beforeEach, describe, expect, it, vi } from 'vitest';

describe('the partner script status', () => {
  beforeEach(() => {
    vi.resetModules();
  });

  it('starts loading, becomes ready once the partner client loads', async () => {
    const { getAppState } = await import('@/events/state/store');
    const { loadPartnerClient } = await import('@/features/linking/journey/partner-script');
    expect(getAppState().finvuScriptStatus).toBe('loading');
    const module = {} as Awaited<ReturnType<typeof loadPartnerClient>>;
    await loadPartnerClient(() => Promise.resolve(module));
    expect(getAppState().finvuScriptStatus).toBe('ready');
  });

  it('a failed load is an error the customer can retry', async () => {
    const { getAppState } = await import('@/events/state/store');
    const { loadPartnerClient } = await import('@/features/linking/journey/partner-script');
    await expect(loadPartnerClient(() => Promise.reject(new Error('chunk failed')))).rejects.toThrow(
      'chunk failed',
    );
    expect(getAppState().finvuScriptStatus).toBe('error');
    const module = {} as Awaited<ReturnType<typeof loadPartnerClient>>;
    await loadPartnerClient(() => Promise.resolve(module));
    expect(getAppState().finvuScriptStatus).toBe('ready');
  });
});

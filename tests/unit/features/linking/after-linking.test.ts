import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';

import { announceLinked, INSURANCE_TAB_SCREEN } from '@/features/linking/journey/after-linking';
import type { NativeBridge } from '@/native/bridge';
import { createWebBridge } from '@/native/web-bridge';
import { setSelectedTab } from '@/storage/repositories/prefs';

/** A host bridge that records what the page asks of the host. */
function hostBridge() {
  const refreshBroadcast = vi.fn();
  const refreshWithData = vi.fn();
  const bridge: NativeBridge = {
    ...createWebBridge(),
    platform: 'android',
    refreshBroadcast,
    refreshWithData,
    emitEvent: vi.fn(),
  };
  return { bridge, refreshBroadcast, refreshWithData };
}

describe('announceLinked', () => {
  it('after an insurance linking the host gets the insurance refresh with the tab last left', async () => {
    await setSelectedTab(INSURANCE_TAB_SCREEN, 1);
    const { bridge, refreshBroadcast, refreshWithData } = hostBridge();
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await announceLinked(bridge, queryClient, {
      flow: 'insurance',
      equityAccounts: false,
      consentHandle: 'c1',
    });
    expect(refreshWithData).toHaveBeenCalledWith('insurance', {
      action: 'insurance-refresh',
      action_data: { refresh: true },
      tab: 1,
    });
    expect(refreshBroadcast).toHaveBeenCalledWith('refreshTransactionScreen');
    // The policies sit under the tracking root: re-read in every host.
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['tracking'] });
  });

  it('after a credit-cards linking the host gets the cards refresh; only card and linked-account caches drop', async () => {
    const { bridge, refreshBroadcast, refreshWithData } = hostBridge();
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await announceLinked(bridge, queryClient, {
      flow: 'credit_cards',
      equityAccounts: false,
      consentHandle: 'c4',
    });
    expect(refreshWithData).toHaveBeenCalledTimes(1);
    expect(refreshWithData).toHaveBeenCalledWith('credit_cards', {
      action: 'credit-cards-refresh',
      action_data: { refresh: true },
    });
    expect(refreshBroadcast).toHaveBeenCalledWith('refreshTransactionScreen');
    const roots = invalidate.mock.calls.map(([filters]) => filters?.queryKey?.[0]);
    expect(roots).toContain('credit-cards');
    expect(roots).toContain('tracking');
    expect(roots).not.toContain('savings');
    expect(roots).not.toContain('equity');
  });

  it('other flows send no insurance refresh', async () => {
    const { bridge, refreshWithData } = hostBridge();
    await announceLinked(bridge, new QueryClient(), {
      flow: 'savings',
      equityAccounts: false,
      consentHandle: 'c2',
    });
    expect(refreshWithData).not.toHaveBeenCalled();
  });

  it('in a plain browser nothing goes to a host; the cached answers are invalidated', async () => {
    const refreshWithData = vi.fn();
    const web: NativeBridge = { ...createWebBridge(), refreshWithData };
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await announceLinked(web, queryClient, { flow: 'insurance', equityAccounts: false, consentHandle: 'c3' });
    expect(refreshWithData).not.toHaveBeenCalled();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['tracking'] });
  });
});

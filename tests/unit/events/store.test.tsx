import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { emit } from '@/events/bus';
import { getAppState, subscribeAppState } from '@/events/state/store';
import { useAppState } from '@/events/state/use-app-state';

describe('store', () => {
  it('follows the events emitted on the bus', () => {
    const next = getAppState().selectedIndex + 1;
    emit('state/selected-broker-changed', { selectedIndex: next });
    emit('state/url-changed', { url: '/equity' });
    expect(getAppState().selectedIndex).toBe(next);
    expect(getAppState().url).toBe('/equity');
  });

  it('notifies subscribers until they unsubscribe', () => {
    let calls = 0;
    const unsubscribe = subscribeAppState(() => {
      calls += 1;
    });
    const afterSubscribe = calls;
    emit('state/landing-url-set', { landingUrl: '/banks' });
    expect(calls).toBe(afterSubscribe + 1);
    unsubscribe();
    emit('state/landing-url-set', { landingUrl: '/news' });
    expect(calls).toBe(afterSubscribe + 1);
  });
});

describe('useAppState', () => {
  function renderCounter() {
    const renders = { count: 0 };
    function SelectedBroker() {
      renders.count += 1;
      const selectedIndex = useAppState((s) => s.selectedIndex);
      return <output aria-label="Selected broker">{selectedIndex}</output>;
    }
    render(<SelectedBroker />);
    return renders;
  }

  it('re-renders when the selected slice changes', () => {
    const renders = renderCounter();
    const before = renders.count;
    const next = getAppState().selectedIndex + 1;
    act(() => {
      emit('state/selected-broker-changed', { selectedIndex: next });
    });
    expect(screen.getByRole('status', { name: 'Selected broker' }).textContent).toBe(String(next));
    expect(renders.count).toBe(before + 1);
  });

  it('does not re-render when an unrelated slice changes', () => {
    const renders = renderCounter();
    const before = renders.count;
    act(() => {
      emit('state/url-changed', { url: `/unrelated/${before}` });
      emit('state/order-status-changed', { orderStatus: 'PLACED' });
    });
    expect(renders.count).toBe(before);
  });

  it('does not re-render when the slice is set to the value it already has', () => {
    const renders = renderCounter();
    const before = renders.count;
    act(() => {
      emit('state/selected-broker-changed', { selectedIndex: getAppState().selectedIndex });
    });
    expect(renders.count).toBe(before);
  });
});

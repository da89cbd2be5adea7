import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { emit } from '@/events/bus';
import { getAppState, subscribeAppState } from '@/events/state/store';
import { useAppState } from '@/events/state/use-app-state';

describe('store', () => {
  it('follows the events emitted on the bus', () => {
    emit('state/linking-script-status-changed', { finvuScriptStatus: 'error' });
    emit('toast/shown', { id: 'store-1' });
    expect(getAppState().finvuScriptStatus).toBe('error');
    expect(getAppState().shownToastId).toBe('store-1');
  });

  it('notifies subscribers until they unsubscribe', () => {
    let calls = 0;
    const unsubscribe = subscribeAppState(() => {
      calls += 1;
    });
    const afterSubscribe = calls;
    emit('toast/shown', { id: 'notify-1' });
    expect(calls).toBe(afterSubscribe + 1);
    unsubscribe();
    emit('toast/shown', { id: 'notify-2' });
    expect(calls).toBe(afterSubscribe + 1);
  });
});

describe('useAppState', () => {
  function renderCounter() {
    const renders = { count: 0 };
    function ShownToast() {
      renders.count += 1;
      const shown = useAppState((s) => s.shownToastId);
      return <output aria-label="Shown toast">{shown}</output>;
    }
    render(<ShownToast />);
    return renders;
  }

  it('re-renders when the selected slice changes', () => {
    const renders = renderCounter();
    const before = renders.count;
    const next = `${getAppState().shownToastId ?? ''}-next`;
    act(() => {
      emit('toast/shown', { id: next });
    });
    expect(screen.getByRole('status', { name: 'Shown toast' }).textContent).toBe(next);
    expect(renders.count).toBe(before + 1);
  });

  it('does not re-render when an unrelated slice changes', () => {
    const renders = renderCounter();
    const before = renders.count;
    act(() => {
      emit('state/user-id-set', { userId: `unrelated-${before}` });
      emit('state/linking-script-status-changed', { finvuScriptStatus: 'ready' });
    });
    expect(renders.count).toBe(before);
  });

  it('does not re-render when the slice is set to the value it already has', () => {
    act(() => {
      emit('toast/shown', { id: 'same' });
    });
    const renders = renderCounter();
    const before = renders.count;
    act(() => {
      emit('toast/shown', { id: 'same' });
    });
    expect(renders.count).toBe(before);
  });
});

import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';

import { TabBar } from '@/components/navigation/tab-bar';

const VIEWS = ['cards', 'analytics', 'bills'] as const;
type View = (typeof VIEWS)[number];

function Chooser({ onChange }: { onChange?: (view: View) => void }) {
  const [view, setView] = useState<View>('cards');
  return (
    <TabBar
      label="Card views"
      value={view}
      onChange={(next) => {
        setView(next);
        onChange?.(next);
      }}
      tabs={VIEWS.map((id) => ({ value: id, label: id.toUpperCase(), id: `tab-${id}`, controls: 'panel' }))}
    />
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('TabBar', () => {
  it('is a named tab list whose chosen tab alone is selected and in the Tab order', () => {
    render(<Chooser />);
    expect(screen.getByRole('tablist', { name: 'Card views' })).toBeTruthy();
    expect(tab('CARDS').getAttribute('aria-selected')).toBe('true');
    expect(tab('CARDS').tabIndex).toBe(0);
    expect(tab('ANALYTICS').getAttribute('aria-selected')).toBe('false');
    expect(tab('ANALYTICS').tabIndex).toBe(-1);
    expect(tab('BILLS').getAttribute('aria-controls')).toBe('panel');
    expect(tab('BILLS').id).toBe('tab-bills');
  });

  it('chooses a tab on a tap', () => {
    const chosen = vi.fn();
    render(<Chooser onChange={chosen} />);
    fireEvent.click(tab('BILLS'));
    expect(chosen).toHaveBeenCalledWith('bills');
    expect(tab('BILLS').getAttribute('aria-selected')).toBe('true');
    expect(tab('BILLS').tabIndex).toBe(0);
    expect(tab('CARDS').tabIndex).toBe(-1);
  });

  it('moves to and chooses the next, previous, first and last tab with the keys, wrapping round', () => {
    const chosen = vi.fn<(view: View) => void>();
    render(<Chooser onChange={chosen} />);
    tab('CARDS').focus();
    fireEvent.keyDown(tab('CARDS'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('ANALYTICS'));
    expect(tab('ANALYTICS').getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(tab('ANALYTICS'), { key: 'End' });
    expect(document.activeElement).toBe(tab('BILLS'));
    fireEvent.keyDown(tab('BILLS'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('CARDS'));
    fireEvent.keyDown(tab('CARDS'), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(tab('BILLS'));
    fireEvent.keyDown(tab('BILLS'), { key: 'Home' });
    expect(document.activeElement).toBe(tab('CARDS'));
    expect(chosen.mock.calls.map(([view]) => view)).toEqual([
      'analytics',
      'bills',
      'cards',
      'bills',
      'cards',
    ]);
    // Other keys are left to the page.
    fireEvent.keyDown(tab('CARDS'), { key: 'ArrowDown' });
    expect(document.activeElement).toBe(tab('CARDS'));
  });

  it('draws link tabs as links to their routes: the arrow keys move focus, Enter or a tap follows', () => {
    const chosen = vi.fn();
    function Where() {
      return <p>at {useLocation().pathname}</p>;
    }
    function Links() {
      const { pathname } = useLocation();
      return (
        <TabBar
          label="Instant cash views"
          value={pathname}
          onChange={chosen}
          tabs={[
            { value: '/cash', label: 'Overview', to: '/cash' },
            { value: '/cash/emis', label: 'EMIs', to: '/cash/emis' },
          ]}
        />
      );
    }
    render(
      <MemoryRouter initialEntries={['/cash']}>
        <Links />
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(tab('Overview').getAttribute('href')).toBe('/cash');
    tab('Overview').focus();
    fireEvent.keyDown(tab('Overview'), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(tab('EMIs'));
    expect(chosen).not.toHaveBeenCalled();
    expect(screen.getByText('at /cash')).toBeTruthy();
    fireEvent.click(tab('EMIs'));
    expect(screen.getByText('at /cash/emis')).toBeTruthy();
    expect(tab('EMIs').getAttribute('aria-selected')).toBe('true');
  });
});

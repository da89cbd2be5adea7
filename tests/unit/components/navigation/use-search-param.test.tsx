import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { useSearchParam } from '@/components/navigation/use-search-param';

const TABS = ['one', 'two', 'three'] as const;
let choose: (next: (typeof TABS)[number]) => void = () => undefined;

function Probe() {
  const [tab, setTab] = useSearchParam('tab', TABS, 'one');
  const { search } = useLocation();
  choose = setTab;
  return (
    <p>
      {tab}|{search}
    </p>
  );
}

function at(url: string) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <Probe />
    </MemoryRouter>,
  );
}

describe('useSearchParam', () => {
  it('reads a known value from the URL and falls back for an unknown one', () => {
    at('/x?tab=two');
    expect(screen.getByText('two|?tab=two')).toBeTruthy();
  });

  it('treats an unknown value as the fallback', () => {
    at('/x?tab=evil');
    expect(screen.getByText('one|?tab=evil')).toBeTruthy();
  });

  it('writes a choice into the URL, keeps other parameters, and drops the fallback', () => {
    at('/x?filter=a');
    act(() => choose('three'));
    expect(screen.getByText('three|?filter=a&tab=three')).toBeTruthy();
    act(() => choose('one'));
    expect(screen.getByText('one|?filter=a')).toBeTruthy();
  });
});

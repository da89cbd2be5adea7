import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { ChoiceGroup } from '@/components/forms/choice-group';

type Side = 'all' | 'BUY' | 'SELL';

function Sides({ onChange }: { onChange: (side: Side) => void }) {
  const [side, setSide] = useState<Side>('all');
  return (
    <ChoiceGroup
      label="Show trades"
      value={side}
      onChange={(next) => {
        setSide(next);
        onChange(next);
      }}
      choices={[
        { value: 'all', label: 'All' },
        { value: 'BUY', label: 'Buys' },
        { value: 'SELL', label: 'Sells' },
      ]}
    />
  );
}

const pressed = () =>
  screen
    .getAllByRole('button')
    .filter((button) => button.getAttribute('aria-pressed') === 'true')
    .map((button) => button.textContent);

describe('ChoiceGroup', () => {
  it('is a named group of buttons, the chosen one pressed; a press chooses, the chosen one stays', () => {
    const chosen = vi.fn();
    render(<Sides onChange={chosen} />);
    expect(screen.getByRole('group', { name: 'Show trades' })).toBeTruthy();
    expect(pressed()).toEqual(['All']);
    fireEvent.click(screen.getByRole('button', { name: 'Sells' }));
    expect(chosen).toHaveBeenCalledWith('SELL');
    expect(pressed()).toEqual(['Sells']);
    // Pressing the chosen one again keeps it: one choice always holds.
    fireEvent.click(screen.getByRole('button', { name: 'Sells' }));
    expect(chosen).toHaveBeenCalledTimes(1);
    expect(pressed()).toEqual(['Sells']);
  });
});

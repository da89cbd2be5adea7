import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

const changeCustomer = vi.fn((_token: string) => Promise.resolve());

vi.mock('@/session/resolve-arrival', () => ({
  resolveArrival: () =>
    Promise.resolve({
      kind: 'ask',
      token: 'Bearer other',
      currentName: 'Aarav Sharma',
      incomingName: 'Rohan Mehta',
    }),
}));
vi.mock('@/session/customer-change', () => ({
  changeCustomer: (token: string) => changeCustomer(token),
}));

async function renderGate() {
  vi.resetModules();
  const { SessionGate } = await import('@/app/session/session-gate');
  render(
    <SessionGate start={{ kind: 'pending', plan: { kind: 'check', token: 'Bearer other' } }}>
      <p>The app</p>
    </SessionGate>,
  );
}

// The first render loads MUI's dialog: slow on a busy machine.
describe('SessionGate', () => {
  it('renders nothing of the app while it asks; Stay signed in keeps the session', async () => {
    await renderGate();
    const dialog = await screen.findByRole('dialog', { name: 'Switch account?' });
    expect(dialog.textContent).toContain('signed in as Aarav Sharma');
    expect(screen.queryByText('The app')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Stay signed in' }));
    expect(await screen.findByText('The app')).toBeTruthy();
    expect(changeCustomer).not.toHaveBeenCalled();
  });

  it('Switch account purges and signs the other customer in before the app renders', async () => {
    await renderGate();
    await userEvent.click(await screen.findByRole('button', { name: 'Switch account' }));
    expect(await screen.findByText('The app')).toBeTruthy();
    expect(changeCustomer).toHaveBeenCalledWith('Bearer other');
  });
});

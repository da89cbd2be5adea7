import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { UnlockStatementDialog } from '@/features/credit-cards/unlock/unlock-statement-dialog';
import { setAuthorization, clearAuthorization } from '@/session/auth-token';

import { jsonResponse, stubFetch, type FetchMock } from '../../../support/fetch-stub';
import { renderWithProviders } from '../../../support/render';
import { statement } from '../../fixtures/cards';

let fetchMock: FetchMock;
beforeEach(() => {
  fetchMock = stubFetch(200, {});
  setAuthorization('Bearer demo');
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearAuthorization();
});

function renderDialog(onClose = vi.fn()) {
  renderWithProviders(
    <UnlockStatementDialog
      open
      cardLabel="HDFC Bank Regalia Gold ••4521"
      statement={statement()}
      passwordHint="First 4 letters of your name, then DDMM"
      onClose={onClose}
    />,
  );
  return onClose;
}

describe('UnlockStatementDialog', () => {
  it('shows the issuer’s hint and keeps Unlock off until a password is typed', () => {
    renderDialog();
    expect(screen.getByText('First 4 letters of your name, then DDMM')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Unlock' }).disabled).toBe(true);
    expect(screen.getByLabelText('Statement password').getAttribute('type')).toBe('password');
  });

  it('says how many tries are left after a wrong password', async () => {
    fetchMock.mockImplementation(() =>
      Promise.resolve(
        jsonResponse(400, { error: { code: 'WRONG_PASSWORD', message: 'wrong', attempts_left: 2 } }),
      ),
    );
    const onClose = renderDialog();
    await userEvent.type(screen.getByLabelText('Statement password'), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Unlock' }));
    expect(await screen.findByText('That password did not open the statement. 2 tries left.')).toBeTruthy();
    expect(screen.getByLabelText('Statement password').getAttribute('aria-invalid')).toBe('true');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('stops asking once the statement is locked out', async () => {
    fetchMock.mockImplementation(() =>
      Promise.resolve(
        jsonResponse(429, { error: { code: 'TOO_MANY_ATTEMPTS', message: 'x', attempts_left: 0 } }),
      ),
    );
    renderDialog();
    await userEvent.type(screen.getByLabelText('Statement password'), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Unlock' }));
    expect(await screen.findByText(/Too many wrong passwords/)).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Unlock' }).disabled).toBe(true);
  });

  it('closes once the right password opens the statement', async () => {
    fetchMock.mockImplementation(() =>
      Promise.resolve(jsonResponse(200, { card_id: 'card-hdfc', statement: statement({ locked: false }) })),
    );
    const onClose = renderDialog();
    await userEvent.type(screen.getByLabelText('Statement password'), 'AARA1804');
    await userEvent.click(screen.getByRole('button', { name: 'Unlock' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { ContactChange } from '@/features/profile/contact-change';

import { InHindi } from '../../../support/intl';

function renderChange(hindi: boolean) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const form = <ContactChange kind="mobile" onDone={vi.fn()} />;
  return render(
    <QueryClientProvider client={client}>{hindi ? <InHindi>{form}</InHindi> : form}</QueryClientProvider>,
  );
}

describe('changing the mobile number', () => {
  it('checks the number in Hindi before asking for an OTP', async () => {
    renderChange(true);
    expect(screen.getByRole('heading', { name: 'मोबाइल नंबर बदलें' })).toBeTruthy();
    await userEvent.type(screen.getByLabelText('नया मोबाइल नंबर'), '5876543210');
    await userEvent.click(screen.getByRole('button', { name: 'OTP भेजें' }));
    expect(await screen.findByText('भारतीय मोबाइल नंबर 6, 7, 8 या 9 से शुरू होता है।')).toBeTruthy();
  });

  it('the English words are unchanged', async () => {
    renderChange(false);
    await userEvent.type(screen.getByLabelText('New mobile number'), '98765');
    await userEvent.click(screen.getByRole('button', { name: 'Send OTP' }));
    expect(await screen.findByText('Enter the 10 digits of the mobile number.')).toBeTruthy();
  });
});

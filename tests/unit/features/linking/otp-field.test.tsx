import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { OtpField } from '@/features/linking/ui/otp-field';

function Harness({ onComplete, error }: { onComplete: (otp: string) => void; error?: string }) {
  const [otp, setOtp] = useState('');
  return (
    <OtpField
      label="OTP from Finvu"
      value={otp}
      onChange={setOtp}
      onComplete={onComplete}
      error={error ?? null}
    />
  );
}

describe('OtpField', () => {
  it('is one labelled numeric input the keyboard can fill from an SMS', () => {
    render(<Harness onComplete={vi.fn()} />);
    const box = screen.getByLabelText('OTP from Finvu');
    expect(box.getAttribute('autocomplete')).toBe('one-time-code');
    expect(box.getAttribute('inputmode')).toBe('numeric');
    expect(box.getAttribute('maxlength')).toBe('6');
  });

  it('keeps digits only and reports a complete code once', async () => {
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} />);
    const box = screen.getByLabelText('OTP from Finvu');
    await userEvent.type(box, '12a34 56');
    expect((box as HTMLInputElement).value).toBe('123456');
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith('123456');
  });

  it('fills the code of a pasted SMS', () => {
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} />);
    const box = screen.getByLabelText('OTP from Finvu');
    fireEvent.paste(box, {
      clipboardData: { getData: () => 'Your Finvu OTP is 482913. Do not share. Ref 7712345' },
    });
    expect((box as HTMLInputElement).value).toBe('482913');
    expect(onComplete).toHaveBeenCalledWith('482913');
  });

  it('announces an error', () => {
    render(<Harness onComplete={vi.fn()} error="That OTP is incorrect. 2 attempts left." />);
    expect(screen.getByRole('alert').textContent).toBe('That OTP is incorrect. 2 attempts left.');
  });
});

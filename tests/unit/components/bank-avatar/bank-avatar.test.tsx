import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { BankAvatar } from '@/components/bank-avatar/bank-avatar';

describe('BankAvatar', () => {
  it('shows the letters people know a bank by, the same on every screen', () => {
    const { container } = render(
      <>
        <BankAvatar bankName="State Bank of India" fipId="sbi-fip" />
        <BankAvatar bankName="HDFC Bank" fipId="HDFC-FIP" />
        <BankAvatar bankName="Kotak Mahindra Bank" fipId="kotak-fip" />
      </>,
    );
    const letters = [...container.querySelectorAll('[aria-hidden="true"]')].map((node) => node.textContent);
    expect(letters).toEqual(['SBI', 'HDFC', 'KMB']);
  });
});

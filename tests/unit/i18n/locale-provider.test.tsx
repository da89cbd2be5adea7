import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { describe, expect, it } from 'vitest';

import { acceptLanguage } from '@/api/request-language';
import { LanguageSwitch } from '@/components/language-switch/language-switch';
import { LocaleProvider } from '@/i18n/locale-provider';
import { useFormat } from '@/i18n/use-format';
import { readSavedLanguage } from '@/storage/repositories/saved-language';

/** A screen with state of its own, to prove a switch does not remount it. */
function Probe() {
  const [taps, setTaps] = useState(0);
  const format = useFormat();
  return (
    <>
      <h1>
        {/* A word of the shell's part, which is all a switch loads when no feature asked for more. */}
        <FormattedMessage id="common.netWorth" defaultMessage="Net worth" />
      </h1>
      <p>{format.inr(123456789, { compact: true })}</p>
      <button type="button" onClick={() => setTaps((n) => n + 1)}>
        tapped {taps}
      </button>
      <LanguageSwitch />
    </>
  );
}

describe('LocaleProvider', () => {
  it(
    'opens in the browser language, switches at once without losing state, and saves the choice',
    { timeout: 30_000 },
    async () => {
      render(
        <LocaleProvider>
          <Probe />
        </LocaleProvider>,
      );
      // jsdom's browser language is English.
      expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Net worth');
      expect(screen.getByText('₹12.34L')).toBeTruthy();
      expect(document.documentElement.lang).toBe('en-IN');

      fireEvent.click(screen.getByRole('button', { name: 'tapped 0' }));
      act(() => {
        fireEvent.click(screen.getByRole('button', { name: 'हिन्दी' }));
      });

      await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('कुल संपत्ति'), {
        timeout: 20_000,
      });
      expect(screen.getByText('₹12.34 लाख')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'tapped 1' })).toBeTruthy();
      expect(document.documentElement.lang).toBe('hi-IN');
      expect(acceptLanguage()).toBe('hi-IN, hi;q=0.9, en-IN;q=0.5');
      // Saved where the next start reads it.
      await waitFor(async () => expect(await readSavedLanguage()).toBe('hi-IN'));
      expect(screen.getByRole('button', { name: 'हिन्दी' }).getAttribute('aria-pressed')).toBe('true');
    },
  );
});

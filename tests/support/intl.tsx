import type { ComponentType, JSXElementConstructor, ReactNode } from 'react';
import { IntlProvider } from 'react-intl';

import hindi from '@/i18n/catalogue/hi-IN.json';

type Wrapper = JSXElementConstructor<{ children: ReactNode }>;

/** `inner` (a test's own wrapper, if any) inside the app's English (India) language provider. */
export function withAppIntl(inner?: Wrapper): ComponentType<{ children: ReactNode }> {
  return function AppIntl({ children }: { children: ReactNode }) {
    const Inner = inner;
    return (
      <IntlProvider locale="en-IN" defaultLocale="en-IN" onError={() => {}}>
        {Inner === undefined ? children : <Inner>{children}</Inner>}
      </IntlProvider>
    );
  };
}

/** Renders `children` in Hindi with the real catalogue (nest inside a test's render). */
export function InHindi({ children }: { children: ReactNode }) {
  return (
    <IntlProvider locale="hi-IN" defaultLocale="en-IN" messages={hindi}>
      {children}
    </IntlProvider>
  );
}

import { type ComponentType, lazy, Suspense, useSyncExternalStore } from 'react';

import { installOffer } from './install-prompt';

// The button (MUI's Button and its ripple) is fetched only when the browser offers installation,
// which it does after the page has loaded: no first screen carries it. Not fetched, nothing shows.
type ButtonProps = { install: () => Promise<void> };
const InstallButton = lazy<ComponentType<ButtonProps>>(() =>
  import('./install-button').then(
    (m) => ({ default: m.InstallButton }),
    () => ({ default: () => null }),
  ),
);

/** A quiet "Install app" button, shown only while the browser offers installation. */
export function InstallEntry() {
  const install = useSyncExternalStore(installOffer.subscribe, installOffer.get, installOffer.get);
  if (install === null) return null;
  return (
    <Suspense fallback={null}>
      <InstallButton install={install} />
    </Suspense>
  );
}

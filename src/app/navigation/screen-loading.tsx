import { useEffect, useState } from 'react';

import { PageLoading } from '@/app/layout/page-loading';
import type { NativeBridge } from '@/native/bridge';
import { currentPlatform } from '@/native/platform';

/**
 * The loader while a screen's chunk arrives. In a plain browser, the in-page bar. Inside the host
 * apps, the host's own loader through `toggleProgress` (docs/product.md#native-bridge-calls), hidden again
 * when loading ends, so the webview looks like the rest of the app; a host without it gets the in-page bar.
 */
export function ScreenLoading() {
  return currentPlatform() === 'web' ? <PageLoading /> : <HostProgress />;
}

function HostProgress() {
  const [inPage, setInPage] = useState(false);
  useEffect(() => {
    let active = true;
    let shown: NativeBridge | null = null;
    // Imported on demand: the bridge is not part of the home route's initial JavaScript.
    void import('@/native/get-bridge')
      .then(({ getBridge }) => getBridge())
      .then((bridge) => {
        if (!active) return;
        if (bridge.supports('toggleProgress')) {
          bridge.toggleProgress(true);
          shown = bridge;
        } else {
          setInPage(true);
        }
      });
    return () => {
      active = false;
      // Never leave the host's loader up over a screen that has arrived.
      shown?.toggleProgress(false);
    };
  }, []);
  return inPage ? <PageLoading /> : null;
}

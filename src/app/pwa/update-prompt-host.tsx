import { lazy, Suspense, useSyncExternalStore } from 'react';

import { pendingUpdate } from './register-service-worker';

// The snackbar is only downloaded when a new version actually waits.
const UpdatePrompt = lazy(() => import('./update-prompt').then((m) => ({ default: m.UpdatePrompt })));

export function UpdatePromptHost() {
  const apply = useSyncExternalStore(pendingUpdate.subscribe, pendingUpdate.get, pendingUpdate.get);
  if (apply === null) return null;
  return (
    <Suspense fallback={null}>
      <UpdatePrompt apply={apply} />
    </Suspense>
  );
}

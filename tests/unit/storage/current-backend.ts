import type * as Backend from '@/storage/backend';

/**
 * The backend storage runs on now, as runStorage hands it to storage's own operations: for tests
 * that write or read rows the repositories would not. `storage` is the test's own import of
 * src/storage/backend (tests import it afresh per case); without it, the current one.
 */
export async function currentBackend(storage?: typeof Backend): Promise<Backend.StorageBackend> {
  const { runStorage } = storage ?? (await import('@/storage/backend'));
  const backend = await runStorage('a test’s look at the backend', null, (current) =>
    Promise.resolve(current),
  );
  if (backend === null) throw new Error('storage handed over no backend');
  return backend;
}

/** The OTP screens remaining as stored (no screen reads them back yet), or undefined. */
export async function storedOtpScreensRemaining(): Promise<unknown> {
  return (await (await currentBackend()).tables.linking.get('otpScreensRemaining'))?.value;
}

/** The redirection as stored (no screen reads it back yet), or null. */
export async function storedRedirection(): Promise<unknown> {
  return (await (await currentBackend()).tables.redirection.get('current'))?.value ?? null;
}

/**
 * Tries one source, then another when the first fails: e.g. `/onboard/get-onboarding-cache`
 * falling back to `/cams/fetch-temp-data` (docs/product.md#tracking-service). The fallback gets the first
 * failure, in case it wants to tell causes apart.
 */

export type FallbackOptions = {
  /** Whether this failure of the primary should fall back. Default: every failure but an abort. */
  shouldFallBack?: (error: unknown) => boolean;
};

/** A caller's abort means nobody wants the answer any more, from either source. */
function isAbort(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'AbortError';
}

/**
 * Resolves with `primary()`, or, when it rejects (and `shouldFallBack` agrees), with
 * `fallback(error)`. A fallback that fails too rejects with its own error.
 */
export async function withFallback<T>(
  primary: () => Promise<T>,
  fallback: (primaryError: unknown) => Promise<T>,
  { shouldFallBack = (error) => !isAbort(error) }: FallbackOptions = {},
): Promise<T> {
  try {
    return await primary();
  } catch (error) {
    if (!shouldFallBack(error)) throw error;
    return fallback(error);
  }
}

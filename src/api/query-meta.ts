/**
 * Typed `meta` for every query: `persist: true` marks the queries a reload should paint from the
 * persisted cache (docs/storage.md#the-data-cache). Everything else is refetched.
 */
export type KoshQueryMeta = Record<string, unknown> & {
  /** Keep this query's data in the persisted cache (localStorage) between page loads. */
  persist?: boolean;
};

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: KoshQueryMeta;
  }
}

/** `meta` of a query whose last answer a reload should paint at once. */
export const PERSIST_META: KoshQueryMeta = { persist: true };

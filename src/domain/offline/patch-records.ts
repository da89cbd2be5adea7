/**
 * The optimistic half of a change made offline (docs/pwa.md, "Changes made offline"): the screen
 * shows the change at once by rewriting the cached answers it touches, before the server has seen
 * it. A refused command is undone by refetching those answers, so this never needs an inverse.
 */

type Row = Record<string, unknown>;

function isRow(value: unknown): value is Row {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * `data` with every object `patch` answers for replaced by that answer (null: leave it, look
 * inside). Walks objects and arrays; what is unchanged keeps its identity, so React re-renders only
 * what moved. Cached answers are small trees: no depth limit is needed.
 */
function patchRecords<T>(data: T, patch: (row: Row) => Row | null): T {
  if (Array.isArray(data)) {
    let changed = false;
    const next = data.map((item: unknown) => {
      const patched = patchRecords(item, patch);
      changed ||= patched !== item;
      return patched;
    });
    return (changed ? next : data) as T;
  }
  if (!isRow(data)) return data;
  const replaced = patch(data);
  if (replaced !== null) return replaced as T;
  let changed = false;
  const next: Row = {};
  for (const [key, value] of Object.entries(data)) {
    const patched = patchRecords(value, patch);
    changed ||= patched !== value;
    next[key] = patched;
  }
  return (changed ? next : data) as T;
}

/** The tracking switches a broker answer carries, as one change sets them. */
export type TrackingPatch = Partial<{
  gmail_enabled: boolean;
  price_alerts_enabled: boolean;
  non_aa_tracking_revoked: boolean;
}>;

/**
 * Sets `changes` on the `tracking` of every answer about broker account `accountId` (masthead,
 * broker list). Stocks keep their own alerts until the server's answer is refetched.
 */
export function patchBrokerTracking<T>(data: T, accountId: string, changes: TrackingPatch): T {
  return patchRecords(data, (row) =>
    row.account_id === accountId && isRow(row.tracking)
      ? { ...row, tracking: { ...row.tracking, ...changes } }
      : null,
  );
}

/** Sets the price alert of the stock `isin` held at broker account `accountId`, wherever it is listed. */
export function patchStockAlert<T>(data: T, accountId: string, isin: string, enabled: boolean): T {
  return patchRecords(data, (row) =>
    row.account_id === accountId && row.isin === isin && typeof row.price_alert_enabled === 'boolean'
      ? { ...row, price_alert_enabled: enabled }
      : null,
  );
}

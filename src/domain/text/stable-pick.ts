/**
 * The same item of a list for the same key, every time and on every screen, without a table to
 * maintain: a bank's avatar colour, a card issuer's face. A string hash (31 as the multiplier,
 * as Java's `String.hashCode`), kept unsigned, modulo the list's length.
 */
export function stableIndex(key: string, count: number): number {
  if (count <= 0) return 0;
  let hash = 0;
  for (let i = 0; i < key.length; i += 1) hash = (hash * 31 + key.charCodeAt(i)) >>> 0;
  return hash % count;
}

/** The item of `items` that `key` always gets. */
export function stablePick<T>(key: string, items: readonly [T, ...T[]]): T {
  return items[stableIndex(key, items.length)] ?? items[0];
}

/**
 * Basis points as a percentage with one decimal, computed on integers so no binary error shows:
 * 1843 → "18.4%", -25 → "-0.3%", 10000 → "100.0%". Halves round away from zero.
 */
export function formatBpsPercent(bps: number): string {
  if (!Number.isFinite(bps)) return '—';
  const tenths = Math.round(Math.abs(bps) / 10);
  const sign = bps < 0 && tenths !== 0 ? '-' : '';
  return `${sign}${Math.floor(tenths / 10)}.${tenths % 10}%`;
}

import { FIP_CATALOGUE, fipById, type Fip } from '@/domain/aa/fip-catalogue';

import type { Db } from '../db/database';

/**
 * Banks the partner marks popular (CAMS's `popular_bank`, docs/product.md#discovery-and-linking): listed
 * first.
 */
export const POPULAR_FIP_IDS: readonly string[] = [
  'HDFC-FIP',
  'ICICI-FIP',
  'sbi-fip',
  'AXIS001',
  'KotakMahindraBank-FIP',
];

/** Below this success rate the bank list warns before linking (data-schema.ts). */
export const LOW_SUCCESS_RATE = 0.5;

/** A catalogue FIP with its live status from the `fips` table. */
export type FipEntry = Fip & {
  status: 'ACTIVE' | 'TEMPORARILY_INACTIVE';
  successRate: number;
  popular: boolean;
};

type FipRow = { fip_id: string; status: string; success_rate: number };

/**
 * The live state of every FIP. A FIP the seed has not written yet counts as active and healthy,
 * so the simulation works on an empty world too.
 */
function statusRows(db: Db): ReadonlyMap<string, FipRow> {
  const rows = db.prepare<[], FipRow>('SELECT fip_id, status, success_rate FROM fips').all();
  return new Map(rows.map((row) => [row.fip_id, row]));
}

function entry(fip: Fip, row: FipRow | undefined): FipEntry {
  return {
    ...fip,
    status: row?.status === 'TEMPORARILY_INACTIVE' ? 'TEMPORARILY_INACTIVE' : 'ACTIVE',
    successRate: row === undefined ? 1 : Math.min(1, Math.max(0, row.success_rate)),
    popular: POPULAR_FIP_IDS.includes(fip.fipId),
  };
}

/** The 27 supported FIPs in catalogue order, with their live status. */
export function fipDirectory(db: Db): FipEntry[] {
  const rows = statusRows(db);
  return FIP_CATALOGUE.map((fip) => entry(fip, rows.get(fip.fipId)));
}

/** One FIP by id (case-insensitive), with its live status; null when unsupported. */
export function fipEntry(db: Db, fipId: string): FipEntry | null {
  const fip = fipById(fipId);
  if (fip === null) return null;
  const row = db
    .prepare<[string], FipRow>('SELECT fip_id, status, success_rate FROM fips WHERE fip_id = ?')
    .get(fip.fipId);
  return entry(fip, row);
}

/** The display name of a FIP id, falling back to the id itself. */
export function fipName(fipId: string): string {
  return fipById(fipId)?.name ?? fipId;
}

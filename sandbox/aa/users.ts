import type { Db } from '../db/database';

/** What the partner knows about a customer: the mobile discovery runs on, the holder name. */
export type AaUser = { id: string; name: string; mobile: string | null };

/** The customer's row in the seeded world (null fields when the seed has not run). */
export function aaUser(db: Db, userId: string, fallbackName: string): AaUser {
  const row = db
    .prepare<[string], { name: string; mobile: string }>('SELECT name, mobile FROM users WHERE id = ?')
    .get(userId);
  return { id: userId, name: row?.name ?? fallbackName, mobile: row?.mobile ?? null };
}

/** `9876543210` → `XXXXXX3210`: answers never echo a full number except inside the AA handle. */
export function maskMobile(mobile: string): string {
  return `XXXXXX${mobile.slice(-4)}`;
}

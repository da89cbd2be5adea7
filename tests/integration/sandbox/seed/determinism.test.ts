// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { DATA_MIGRATIONS } from '../../../../sandbox/db/data-schema';
import { migrate, openDatabase, readMeta } from '../../../../sandbox/db/database';
import { ensureSeeded } from '../../../../sandbox/seed/seed';
import { TEST_ANCHOR, TEST_SEED, dataTables, dumpHash, scalar, seededDatabase } from './seeded-db';

describe('the seed', () => {
  it('gives byte-identical tables for the same seed and anchor, and others for another seed', () => {
    const first = seededDatabase();
    const second = seededDatabase();
    const other = seededDatabase(TEST_SEED + 1);
    try {
      expect(dataTables(first)).toContain('transactions');
      expect(dumpHash(second)).toBe(dumpHash(first));
      expect(dumpHash(other)).not.toBe(dumpHash(first));
    } finally {
      for (const db of [first, second, other]) db.close();
    }
  });

  it('keeps structure fixed across seeds: ids, masked numbers and counts of accounts', () => {
    const a = seededDatabase(1);
    const b = seededDatabase(2);
    try {
      const accounts = 'SELECT id, masked_acc_number, linked FROM fi_accounts ORDER BY id';
      expect(b.prepare(accounts).all()).toEqual(a.prepare(accounts).all());
    } finally {
      a.close();
      b.close();
    }
  });

  it('seeds once: ensureSeeded leaves a seeded database alone and records seed and anchor', () => {
    const db = openDatabase(':memory:');
    try {
      migrate(db, 'data', DATA_MIGRATIONS);
      ensureSeeded(db, { seed: TEST_SEED, anchor: TEST_ANCHOR });
      const before = dumpHash(db);
      ensureSeeded(db, { seed: 99, anchor: '2030-01-01' });
      expect(dumpHash(db)).toBe(before);
      expect(readMeta(db, 'seed')).toBe(String(TEST_SEED));
      expect(readMeta(db, 'anchor')).toBe(TEST_ANCHOR);
      expect(scalar(db, "SELECT count(*) AS v FROM meta WHERE key NOT IN ('seed', 'anchor')")).toBe(0);
    } finally {
      db.close();
    }
  });

  it.each([['2025-02-30'], ['22-11-2025'], ['']])('rejects the anchor %j and writes nothing', (anchor) => {
    const db = openDatabase(':memory:');
    try {
      migrate(db, 'data', DATA_MIGRATIONS);
      expect(() => ensureSeeded(db, { seed: 1, anchor })).toThrow(RangeError);
      expect(readMeta(db, 'seed')).toBeNull();
      expect(scalar(db, 'SELECT count(*) AS v FROM users')).toBe(0);
    } finally {
      db.close();
    }
  });
});

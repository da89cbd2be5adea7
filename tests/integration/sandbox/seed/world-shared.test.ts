// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { isAllowedImageUrl } from '@/api/schemas/stories';
import { FIP_CATALOGUE } from '@/domain/aa/fip-catalogue';

import type { Db } from '../../../../sandbox/db/database';
import { allPersonas } from '../../../../sandbox/personas';
import { TEST_ANCHOR, seededDatabase } from './seeded-db';

const DEMO = 'usr_demo_0001';
let db: Db;

beforeAll(() => {
  db = seededDatabase();
});
afterAll(() => {
  db.close();
});

describe('the FIPs', () => {
  it('are the 29 of the catalogue: one temporarily inactive, one with a low success rate', () => {
    const fips = db
      .prepare<[], { fip_id: string; status: string; success_rate: number; ifsc_prefix: string | null }>(
        'SELECT * FROM fips',
      )
      .all();
    expect(fips.map((f) => f.fip_id).sort()).toEqual(FIP_CATALOGUE.map((f) => f.fipId).sort());
    for (const fip of fips) {
      expect(fip.status).toBe(fip.fip_id === 'UCOB-FIP' ? 'TEMPORARILY_INACTIVE' : 'ACTIVE');
      if (fip.fip_id === 'IOB-FIP') expect(fip.success_rate).toBe(0.35);
      else expect(fip.success_rate >= 0.85 && fip.success_rate <= 0.99).toBe(true);
    }
  });
});

describe('the users', () => {
  it('are the three personas with 10-digit mobiles and valid PANs', () => {
    const users = db
      .prepare<[], { id: string; token: string; name: string; mobile: string; pan: string | null }>(
        'SELECT * FROM users ORDER BY id',
      )
      .all();
    expect(users.map((u) => [u.id, u.token, u.name])).toEqual(
      allPersonas()
        .map((p) => [p.user.id, p.token, p.user.name])
        .sort(),
    );
    expect(new Set(users.map((u) => u.mobile)).size).toBe(3);
    for (const user of users) {
      expect(user.mobile).toMatch(/^[6-9]\d{9}$/);
      if (user.pan !== null) expect(user.pan).toMatch(/^[A-Z]{3}P[A-Z]\d{4}[A-Z]$/);
    }
    const demoPan = allPersonas().find((p) => p.token === 'demo')?.user.pan_masked;
    expect(users.find((u) => u.id === DEMO)?.pan?.slice(-5)).toBe(demoPan?.slice(-5));
  });
});

describe('the news', () => {
  it('has about 200 items over the last 30 days across the three categories, the last day Live', () => {
    const items = db
      .prepare<
        [],
        {
          published_at: string;
          category: string;
          url: string;
          image_url: string | null;
          is_live: number;
          symbols: string;
        }
      >('SELECT * FROM news')
      .all();
    expect(items.length).toBeGreaterThanOrEqual(170);
    expect(items.length).toBeLessThanOrEqual(230);
    const byCategory = new Map<string, number>();
    for (const item of items) byCategory.set(item.category, (byCategory.get(item.category) ?? 0) + 1);
    expect([...byCategory.keys()].sort()).toEqual(['INDIAN_STOCKS', 'MUTUAL_FUNDS', 'US_STOCKS']);
    for (const count of byCategory.values()) expect(count).toBeGreaterThanOrEqual(30);
    expect(items.some((i) => i.is_live === 1)).toBe(true);
    for (const item of items) {
      expect(item.published_at.slice(0, 10) <= TEST_ANCHOR).toBe(true);
      expect(new URL(item.url).protocol).toBe('https:');
      // Thumbnails are the gateway's own (same origin) or from an allow-listed asset host.
      if (item.image_url !== null) expect(isAllowedImageUrl(item.image_url)).toBe(true);
      expect(Array.isArray(JSON.parse(item.symbols))).toBe(true);
      if (item.is_live === 1)
        expect(Date.parse(item.published_at)).toBeGreaterThan(
          Date.parse(`${TEST_ANCHOR}T00:00:00+05:30`) - 86_400_000,
        );
    }
  });
});

/** The 29 FIPs of docs/product.md#fip-catalogue as the AA partner reports them (status and success rate). */
import { FIP_CATALOGUE } from '@/domain/aa/fip-catalogue';

import type { SeedContext } from './context';

/**
 * A bank that is down right now: discovery against it fails (docs/product.md#sandbox-conventions,
 * "temporarily inactive").
 */
const INACTIVE_FIP_ID = 'UCOB-FIP';
/** A bank whose linking mostly fails: the "low success rate" screen (docs/linking.md#screens). */
const LOW_SUCCESS_FIP_ID = 'IOB-FIP';
const LOW_SUCCESS_RATE = 0.35;

/** Inserts every FIP of the catalogue, ACTIVE with a success rate of 0.85–0.99, but for the two above. */
export function seedFips(ctx: SeedContext): void {
  const rng = ctx.rng('fips');
  for (const fip of FIP_CATALOGUE) {
    const rate = rng.int(85, 99) / 100;
    ctx.writer.insert('fips', {
      fip_id: fip.fipId,
      name: fip.name,
      ifsc_prefix: fip.ifscPrefix,
      kind: fip.kind,
      fi_types: JSON.stringify(fip.fiTypes),
      status: fip.fipId === INACTIVE_FIP_ID ? 'TEMPORARILY_INACTIVE' : 'ACTIVE',
      success_rate: fip.fipId === LOW_SUCCESS_FIP_ID ? LOW_SUCCESS_RATE : rate,
    });
  }
}

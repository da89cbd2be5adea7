/**
 * `fi_accounts` rows: every account the AA partner can discover for a persona, linked or not.
 * Linked ones carry a link reference, the day they were linked and the consent that linked them.
 */
import type { FiAccountRow } from '../db/data-rows';
import type { SeedContext } from './context';
import { istInstant } from './dates';
import { uuid } from './references';

export type AccountSpec = Pick<
  FiAccountRow,
  | 'id'
  | 'user_id'
  | 'fip_id'
  | 'fi_type'
  | 'acc_type'
  | 'masked_acc_number'
  | 'ifsc'
  | 'branch'
  | 'holder_name'
> & {
  openedOn: string | null;
  /** The consent that linked it (e.g. `seed-consent-demo-1`), or null: discoverable, not linked. */
  consentHandle: string | null;
  /** Days before the anchor it was linked. */
  linkedDaysAgo?: number;
};

/** `XXXXXXXX` + the last four digits, the way banks mask an account number. */
export function masked(lastFour: string, hidden = 8): string {
  return `${'X'.repeat(hidden)}${lastFour}`;
}

/** Inserts the account (a deposit's balance is set once its ledger is written). */
export function insertAccount(ctx: SeedContext, spec: AccountSpec): void {
  const rng = ctx.rng(`account:${spec.id}`);
  const linked = spec.consentHandle !== null;
  ctx.writer.insert('fi_accounts', {
    id: spec.id,
    user_id: spec.user_id,
    fip_id: spec.fip_id,
    fi_type: spec.fi_type,
    acc_type: spec.acc_type,
    masked_acc_number: spec.masked_acc_number,
    acc_ref_number: `${spec.fip_id
      .replace(/[^A-Za-z]/g, '')
      .slice(0, 6)
      .toUpperCase()}-${rng.hex(16)}`,
    ifsc: spec.ifsc,
    branch: spec.branch,
    holder_name: spec.holder_name,
    opened_on: spec.openedOn,
    current_balance_paise: null,
    linked: linked ? 1 : 0,
    link_ref_number: linked ? uuid(rng) : null,
    linked_at: linked
      ? istInstant(ctx.anchorDay - (spec.linkedDaysAgo ?? 90), rng.int(10 * 60, 20 * 60))
      : null,
    consent_handle: spec.consentHandle,
  });
}

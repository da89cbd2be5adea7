import {
  type DiscoveredAccount,
  type DiscoveryScreen,
  discoveryScreenSchema,
} from '@/api/schemas/aggregator-linking';
import { groupByFip, isAutoSelected, lastFourDigits } from '@/domain/aa/discovered-accounts';
import { fipById } from '@/domain/aa/fip-catalogue';
import { APP_PATHS, CLIENT_SUFFIX, withQuery } from '@/domain/navigation/app-paths';

import type { Db } from '../db/database';
import { aaHandle, type Consent } from './consent-store';
import { storedFipStatuses, type FipStatus } from './discovery';
import { LOW_SUCCESS_RATE, fipEntry, fipName } from './fip-directory';
import { latestChallenge, otpSentInfo } from './otp';
import type { DiscoveredRow } from './synthetic-accounts';
import { maskMobile } from './users';

type ViewRow = DiscoveredRow & { kosh_linked: number | null };

function viewRows(db: Db, consent: Consent): ViewRow[] {
  return db
    .prepare<[string, string], ViewRow>(
      `SELECT d.acc_ref_number, d.account_id, d.fip_id, d.fi_type, d.acc_type, d.masked_acc_number,
              d.holder_name, d.ifsc, d.branch, d.already_linked, a.linked AS kosh_linked
       FROM aa_discovered_accounts d
       LEFT JOIN fi_accounts a ON a.id = d.account_id AND a.user_id = ?
       WHERE d.consent_handle = ? ORDER BY d.position`,
    )
    .all(consent.userId, consent.handle);
}

/** A stored row as the screen shows it: tracked accounts are greyed out and never pre-selected. */
function toAccount(row: ViewRow, consent: Consent, autoSelectUsStocks: boolean) {
  const tracked = row.already_linked === 1 || row.kosh_linked === 1;
  return {
    FIType: row.fi_type as DiscoveredAccount['FIType'],
    accType: row.acc_type,
    maskedAccNumber: row.masked_acc_number,
    accRefNumber: row.acc_ref_number,
    fipId: row.fip_id,
    details: {
      fip_name: fipName(row.fip_id),
      holder_name: row.holder_name,
      ifsc: row.ifsc,
      branch: row.branch,
      last_four: lastFourDigits(row.masked_acc_number),
    },
    trackingAtKosh: tracked,
    auto_selected: isAutoSelected({ tracked }, { flow: consent.flowType, autoSelectUsStocks }),
    linkable: !tracked && row.account_id !== null,
  } satisfies DiscoveredAccount;
}

function overallStatus(statuses: readonly FipStatus[]): FipStatus {
  if (statuses.includes('ACCOUNTS_FOUND')) return 'ACCOUNTS_FOUND';
  if (statuses.includes('FIP_UNAVAILABLE')) return 'FIP_UNAVAILABLE';
  return 'NO_ACCOUNTS';
}

function groupMessage(status: FipStatus, name: string, mobile: string): string | null {
  if (status === 'FIP_UNAVAILABLE') {
    return `${name} is temporarily unavailable. Try again in some time or link another account.`;
  }
  if (status === 'NO_ACCOUNTS') return `No accounts found at ${name} for ${maskMobile(mobile)}.`;
  return null;
}

/** The discovery screen of a consent (DISCOVERED or later): accounts grouped by FIP. */
export function discoveryScreen(db: Db, consent: Consent, autoSelectUsStocks: boolean): DiscoveryScreen {
  const accounts = viewRows(db, consent).map((row) => toAccount(row, consent, autoSelectUsStocks));
  const byFip = new Map(groupByFip(accounts).map((group) => [group.fip_id, group.accounts_list]));
  const statuses = storedFipStatuses(db, consent.handle);
  const groups = consent.fipIds.map((fipId) => {
    const status = statuses.get(fipId) ?? 'NO_ACCOUNTS';
    const entry = fipEntry(db, fipId);
    const challenge = latestChallenge(db, consent.handle, 'BANK', fipId);
    return {
      fip_id: fipId,
      fip_name: fipName(fipId),
      kind: fipById(fipId)?.kind ?? 'BANK',
      status,
      low_success_rate: status === 'FIP_UNAVAILABLE' || (entry?.successRate ?? 1) < LOW_SUCCESS_RATE,
      message: groupMessage(status, fipName(fipId), consent.mobile),
      bank_otp:
        challenge === null
          ? null
          : { ...otpSentInfo(challenge, fipName(fipId)), verified: challenge.verified_at !== null },
      accounts_list: byFip.get(fipId) ?? [],
    };
  });
  const handleQuery = { consent_handle: consent.handle };
  return discoveryScreenSchema.parse({
    consent_handle: consent.handle,
    consent_status: consent.state,
    provider: consent.provider,
    aa_handle: aaHandle(consent.mobile, consent.provider),
    mobile_masked: maskMobile(consent.mobile),
    flow_type: consent.flowType,
    status: overallStatus(groups.map((group) => group.status)),
    total_accounts: accounts.length,
    linkable_count: accounts.filter((account) => account.linkable).length,
    groups,
    auto_selected_acc_ref_numbers: accounts
      .filter((account) => account.auto_selected && account.linkable)
      .map((account) => account.accRefNumber),
    missing_account_navlink: withQuery(APP_PATHS.aa.missingAccount, handleQuery),
    secondary_mobile_navlink: withQuery(`${APP_PATHS.aa.editMobile}${CLIENT_SUFFIX}`, handleQuery),
  });
}

/** What discovery found so far, in short. */
export function discoverySummary(db: Db, consent: Consent) {
  const screen = discoveryScreen(db, consent, false);
  return {
    status: screen.status,
    account_count: screen.total_accounts,
    linkable_count: screen.linkable_count,
    fip_count: screen.groups.length,
    unavailable_fip_ids: screen.groups
      .filter((group) => group.status === 'FIP_UNAVAILABLE')
      .map((group) => group.fip_id),
  };
}

import { type LinkingNavlink, linkingNavlinkSchema } from '@/api/schemas/aggregator-linking';
import type { ConsentState } from '@/domain/aa/consent-machine';
import { fipById } from '@/domain/aa/fip-catalogue';
import type { FlowType } from '@/domain/aa/flow-type';
import { buildLinkingNavlink } from '@/domain/aa/linking-navlink';
import { APP_PATHS, withQuery } from '@/domain/navigation/app-paths';
import { type AppLocale, DEFAULT_LOCALE } from '@/domain/text/locale';

import type { Db } from '../db/database';
import { successCopy, type SuccessCopy } from '../rules/aa/success-copy';
import { hindiSuccessCopy, NOT_SUCCESS_COPY_HINDI } from './aa-texts';
import { canDeny, transition, type Consent } from './consent-store';
import { linkedByConsent } from './linked-accounts';
import { unlinkConsentAccounts } from './revoke';

/** What the final-status call was told. */
export type FinalStatusQuery = {
  consent_status: 'ACCEPT' | 'DENY';
  fipId?: string | undefined;
  source?: string | undefined;
  basket_id?: string | undefined;
  status_id?: string | undefined;
  native_platform?: string | undefined;
};

type Status = LinkingNavlink['status'];

/** Where a linked flow's data lives in the app. */
const AREA_OF_FLOW: Readonly<Record<FlowType, string>> = {
  savings: APP_PATHS.savings,
  equity: APP_PATHS.equity,
  fno: APP_PATHS.equity,
  us_stocks: APP_PATHS.equity,
  insurance: APP_PATHS.aa.insurance,
  credit_cards: APP_PATHS.creditCards,
  mutual_funds: APP_PATHS.mutualFunds,
};

const STATUS_OF_STATE: Readonly<Partial<Record<ConsentState, Status>>> = {
  ACTIVE: 'SUCCESS',
  REJECTED: 'REJECTED',
  REVOKED: 'REVOKED',
};

const NOT_SUCCESS_COPY: Readonly<Record<Exclude<Status, 'SUCCESS'>, SuccessCopy>> = {
  REJECTED: {
    title: 'Consent declined',
    subtitle: 'No account was linked. You can start again any time.',
    eta_text: null,
  },
  REVOKED: { title: 'Consent revoked', subtitle: 'These accounts are no longer tracked.', eta_text: null },
  PENDING: { title: 'Linking is not finished', subtitle: 'Pick up where you left off.', eta_text: null },
};

/** Where the app goes next: the flow's area, the journey's next step, or the start. */
function nextPath(consent: Consent, status: Status): string {
  const query = { consent_handle: consent.handle };
  if (status === 'SUCCESS') return AREA_OF_FLOW[consent.flowType];
  if (status !== 'PENDING') return APP_PATHS.aa.onboarding;
  return withQuery(consent.state === 'INITIATED' ? APP_PATHS.aa.finvuOtp : APP_PATHS.aa.discovery, query);
}

/** Settles the customer's answer on the partner's consent screen. */
function settle(db: Db, consent: Consent, action: FinalStatusQuery['consent_status'], now: Date): Consent {
  if (action === 'ACCEPT') {
    return consent.state === 'LINKED' ? transition(db, consent, 'CONSENT_APPROVED', now) : consent;
  }
  if (!canDeny(consent)) return consent;
  return db.transaction(() => {
    unlinkConsentAccounts(db, consent.userId, consent.handle, now);
    return transition(db, consent, 'CONSENT_DENIED', now);
  })();
}

/**
 * The final status (GET /linking-navlink). Approving a LINKED consent makes it ACTIVE; denying an
 * unfinished one rejects it and stops tracking what it linked; asking again changes nothing. A
 * journey not linked yet is PENDING, with a navlink to resume it.
 */
export function finalStatus(
  db: Db,
  consent: Consent,
  query: FinalStatusQuery,
  now: Date,
  locale: AppLocale = DEFAULT_LOCALE,
): LinkingNavlink {
  const current = settle(db, consent, query.consent_status, now);
  const status = STATUS_OF_STATE[current.state] ?? 'PENDING';
  const firstFip = current.fipIds[0] ?? null;
  const hindi = locale === 'hi-IN';
  const firstKind = firstFip === null ? null : (fipById(firstFip)?.kind ?? null);
  const copy =
    status === 'SUCCESS'
      ? (hindi ? hindiSuccessCopy : successCopy)(current.flowType, firstKind)
      : (hindi ? NOT_SUCCESS_COPY_HINDI : NOT_SUCCESS_COPY)[status];
  const params = {
    fipId: query.fipId ?? firstFip,
    source: query.source ?? null,
    consent_status: current.state,
    basket_id: query.basket_id ?? null,
    status_id: query.status_id ?? null,
    native_platform: query.native_platform ?? null,
    flow_type: current.flowType,
  };
  return linkingNavlinkSchema.parse({
    consent_handle: current.handle,
    consent_status: current.state,
    status,
    flow_type: current.flowType,
    ...copy,
    linked_accounts: linkedByConsent(db, current.userId, current.handle).map((account) => ({
      account_id: account.account_id,
      masked_acc_number: account.acc_num,
      fip_id: account.fip_id,
      fip_name: account.fip_name,
      fi_type: account.fi_type,
    })),
    navlink: buildLinkingNavlink(nextPath(current, status), params),
    params,
  });
}

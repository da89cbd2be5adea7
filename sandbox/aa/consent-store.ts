import { randomUUID } from 'node:crypto';

import { AA_PROVIDERS, type AaProvider } from '@/api/schemas/aa-common';
import {
  CONSENT_STATES,
  allowedEvents,
  next,
  type ConsentEvent,
  type ConsentState,
} from '@/domain/aa/consent-machine';
import { FLOW_TYPES, type FlowType } from '@/domain/aa/flow-type';

import type { Db } from '../db/database';
import { fill } from '../http/language';
import { AaError } from './aa-http';
import { AA_TEXT_WITH } from './aa-texts';

/** A consent as the simulation works with it. */
export type Consent = {
  handle: string;
  userId: string;
  provider: AaProvider;
  mobile: string;
  fipIds: string[];
  flowType: FlowType;
  bankIfsc: string | null;
  state: ConsentState;
  createdAt: string;
  updatedAt: string;
};

type ConsentRow = {
  handle: string;
  user_id: string;
  provider: string;
  mobile: string;
  fip_ids: string;
  flow_type: string;
  bank_ifsc: string | null;
  state: string;
  created_at: string;
  updated_at: string;
};

/**
 * The AA handle (VUA) of a mobile at a provider (docs/product.md#discovery-and-linking): `9876543210@finvu`.
 */
export function aaHandle(mobile: string, provider: AaProvider): string {
  const suffix: Record<AaProvider, string> = { finvu: 'finvu', cams: 'CAMSAA', ignosis: 'ignosis' };
  return `${mobile}@${suffix[provider]}`;
}

function oneOf<T extends string>(values: readonly T[], value: string, what: string): T {
  const found = values.find((candidate) => candidate === value);
  if (found === undefined) throw new Error(`aa_consents holds an unknown ${what}: ${value}`);
  return found;
}

function toConsent(row: ConsentRow): Consent {
  const fipIds: unknown = JSON.parse(row.fip_ids);
  return {
    handle: row.handle,
    userId: row.user_id,
    provider: oneOf(AA_PROVIDERS, row.provider, 'provider'),
    mobile: row.mobile,
    fipIds: Array.isArray(fipIds) ? fipIds.filter((id): id is string => typeof id === 'string') : [],
    flowType: oneOf(FLOW_TYPES, row.flow_type, 'flow type'),
    bankIfsc: row.bank_ifsc,
    state: oneOf(CONSENT_STATES, row.state, 'state'),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** What a new consent is made of. */
export type NewConsent = Pick<Consent, 'userId' | 'provider' | 'mobile' | 'fipIds' | 'flowType' | 'bankIfsc'>;

/** Stores a new consent in state INITIATED and gives it a fresh handle. */
export function insertConsent(db: Db, consent: NewConsent, now: Date): Consent {
  const at = now.toISOString();
  const created: Consent = {
    ...consent,
    handle: randomUUID(),
    state: 'INITIATED',
    createdAt: at,
    updatedAt: at,
  };
  db.prepare(
    `INSERT INTO aa_consents (handle, user_id, provider, mobile, fip_ids, flow_type, bank_ifsc, state, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    created.handle,
    created.userId,
    created.provider,
    created.mobile,
    JSON.stringify(created.fipIds),
    created.flowType,
    created.bankIfsc,
    created.state,
    at,
    at,
  );
  return created;
}

/** The caller's consent with this handle, or null (another user's handle is "not found" too). */
export function findConsent(db: Db, userId: string, handle: string): Consent | null {
  const row = db
    .prepare<[string, string], ConsentRow>('SELECT * FROM aa_consents WHERE handle = ? AND user_id = ?')
    .get(handle, userId);
  return row === undefined ? null : toConsent(row);
}

/** Like {@link findConsent}, but a 404 when there is none. */
export function requireConsent(db: Db, userId: string, handle: string): Consent {
  const consent = findConsent(db, userId, handle);
  if (consent === null) throw new AaError(404, 'CONSENT_NOT_FOUND', fill(AA_TEXT_WITH.noConsent, { handle }));
  return consent;
}

/** The caller's most recently touched consent, or null. */
export function latestConsent(db: Db, userId: string): Consent | null {
  const row = db
    .prepare<[string], ConsentRow>(
      'SELECT * FROM aa_consents WHERE user_id = ? ORDER BY updated_at DESC, rowid DESC LIMIT 1',
    )
    .get(userId);
  return row === undefined ? null : toConsent(row);
}

/** Throws the 409 of an illegal step, naming what the consent's state would allow. */
export function assertCan(consent: Consent, event: ConsentEvent): void {
  if (next(consent.state, event) !== null) return;
  const allowed = allowedEvents(consent.state);
  throw new AaError(
    409,
    'CONSENT_STATE',
    fill(AA_TEXT_WITH.consentState, { handle: consent.handle, state: consent.state, event, allowed }),
  );
}

/** Applies `event` through the consent machine and stores the new state (409 when illegal). */
export function transition(db: Db, consent: Consent, event: ConsentEvent, now: Date): Consent {
  assertCan(consent, event);
  const state = next(consent.state, event) ?? consent.state;
  const updatedAt = now.toISOString();
  db.prepare('UPDATE aa_consents SET state = ?, updated_at = ? WHERE handle = ?').run(
    state,
    updatedAt,
    consent.handle,
  );
  return { ...consent, state, updatedAt };
}

/** Points the consent at another mobile (the customer changed their number). */
export function changeMobile(db: Db, consent: Consent, mobile: string, now: Date): Consent {
  const updatedAt = now.toISOString();
  db.prepare('UPDATE aa_consents SET mobile = ?, updated_at = ? WHERE handle = ?').run(
    mobile,
    updatedAt,
    consent.handle,
  );
  return { ...consent, mobile, updatedAt };
}

/** True when the customer can still deny this consent. */
export function canDeny(consent: Consent): boolean {
  return next(consent.state, 'CONSENT_DENIED') !== null;
}

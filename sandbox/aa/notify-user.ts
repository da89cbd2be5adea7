import { randomUUID } from 'node:crypto';

import {
  type NotifyUser,
  type NotifyUserPayload,
  notifyUserSchema,
} from '@/api/schemas/aggregator-onboarding';
import { fipById } from '@/domain/aa/fip-catalogue';

import type { Db } from '../db/database';
import { AaError } from './aa-http';
import { requireConsent } from './consent-store';

type Payload = Required<Pick<NotifyUserPayload, 'reason' | 'channel'>> &
  Omit<NotifyUserPayload, 'reason' | 'channel'>;

/** The topic a request subscribes to, and the words to confirm it; 400/404 when it names nothing. */
function topicOf(db: Db, userId: string, payload: Payload): { topic: string; what: string } {
  switch (payload.reason) {
    case 'BANK_UNSUPPORTED': {
      if (payload.bank_name === undefined)
        throw new AaError(400, 'BAD_REQUEST', 'bank_name: required for BANK_UNSUPPORTED');
      return {
        topic: `bank:${payload.bank_name.trim().toLowerCase()}`,
        what: `${payload.bank_name.trim()} is supported`,
      };
    }
    case 'FIP_UNAVAILABLE': {
      const fip = payload.fip_id === undefined ? null : fipById(payload.fip_id);
      if (fip === null)
        throw new AaError(400, 'UNKNOWN_FIP', 'fip_id: a supported FIP is required for FIP_UNAVAILABLE');
      return { topic: `fip:${fip.fipId}`, what: `${fip.name} is available again` };
    }
    case 'LINKING_COMPLETE': {
      if (payload.consent_handle === undefined) {
        throw new AaError(400, 'BAD_REQUEST', 'consent_handle: required for LINKING_COMPLETE');
      }
      const consent = requireConsent(db, userId, payload.consent_handle);
      return { topic: `consent:${consent.handle}`, what: 'your accounts are ready' };
    }
  }
}

/**
 * "Notify me": stores the customer's wish once per topic and channel; asking again answers
 * ALREADY_SUBSCRIBED with the first request's id.
 */
export function notifyUser(db: Db, userId: string, payload: Payload, now: Date): NotifyUser {
  const { topic, what } = topicOf(db, userId, payload);
  const { changes } = db
    .prepare(
      `INSERT OR IGNORE INTO aa_notify_requests (id, user_id, topic, channel, created_at) VALUES (?, ?, ?, ?, ?)`,
    )
    .run(randomUUID(), userId, topic, payload.channel, now.toISOString());
  const row = db
    .prepare<[string, string, string], { id: string }>(
      'SELECT id FROM aa_notify_requests WHERE user_id = ? AND topic = ? AND channel = ?',
    )
    .get(userId, topic, payload.channel);
  return notifyUserSchema.parse({
    request_id: row?.id ?? '',
    status: changes > 0 ? 'SUBSCRIBED' : 'ALREADY_SUBSCRIBED',
    channel: payload.channel,
    message: `We will let you know when ${what}.`,
  });
}

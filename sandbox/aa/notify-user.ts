import { randomUUID } from 'node:crypto';

import {
  type NotifyUser,
  type NotifyUserPayload,
  notifyUserSchema,
} from '@/api/schemas/aggregator-onboarding';
import { fipById } from '@/domain/aa/fip-catalogue';
import { type AppLocale, DEFAULT_LOCALE } from '@/domain/text/locale';

import type { Db } from '../db/database';
import { fill, type Said } from '../http/language';
import { AaError } from './aa-http';
import { AA_TEXT, AA_TEXT_WITH } from './aa-texts';
import { requireConsent } from './consent-store';

type Payload = Required<Pick<NotifyUserPayload, 'reason' | 'channel'>> &
  Omit<NotifyUserPayload, 'reason' | 'channel'>;

/** The topic a request subscribes to, and the words to confirm it; 400/404 when it names nothing. */
function topicOf(db: Db, userId: string, payload: Payload): { topic: string; what: Said } {
  switch (payload.reason) {
    case 'BANK_UNSUPPORTED': {
      if (payload.bank_name === undefined) throw new AaError(400, 'BAD_REQUEST', AA_TEXT.bankNameRequired);
      return {
        topic: `bank:${payload.bank_name.trim().toLowerCase()}`,
        what: fill(AA_TEXT_WITH.bankSupported, { name: payload.bank_name.trim() }),
      };
    }
    case 'FIP_UNAVAILABLE': {
      const fip = payload.fip_id === undefined ? null : fipById(payload.fip_id);
      if (fip === null) throw new AaError(400, 'UNKNOWN_FIP', AA_TEXT.fipRequired);
      return { topic: `fip:${fip.fipId}`, what: fill(AA_TEXT_WITH.fipBack, { name: fip.name }) };
    }
    case 'LINKING_COMPLETE': {
      if (payload.consent_handle === undefined) {
        throw new AaError(400, 'BAD_REQUEST', AA_TEXT.consentRequired);
      }
      const consent = requireConsent(db, userId, payload.consent_handle);
      return { topic: `consent:${consent.handle}`, what: AA_TEXT.yourAccountsReady };
    }
  }
}

/**
 * "Notify me": stores the customer's wish once per topic and channel; asking again answers
 * ALREADY_SUBSCRIBED with the first request's id.
 */
export function notifyUser(
  db: Db,
  userId: string,
  payload: Payload,
  now: Date,
  locale: AppLocale = DEFAULT_LOCALE,
): NotifyUser {
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
    message: AA_TEXT_WITH.notifyConfirmed[locale]({ what: what[locale] }),
  });
}

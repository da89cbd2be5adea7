import { randomUUID } from 'node:crypto';

import type { FastifyInstance, FastifyReply } from 'fastify';

import { contactOtpErrorSchema, contactOtpSentSchema, contactVerifiedSchema } from '@/api/schemas/profile';
import { OTP_LENGTH, SANDBOX_STATIC_OTP } from '@/config/constants';

import type { SandboxContext } from '../../context';
import { sendApiError } from '../../http/api-errors';
import { answerTooMany, attemptLimiter } from '../../http/attempt-limit';
import { personaOf } from '../../http/auth';
import { fill, type Said, say } from '../../http/language';
import { parseInput } from '../news/request-input';
import { contactSchema, verifySchema } from './contact-input';
import { CONTACT_TEXT, CONTACT_TEXT_WITH } from './contact-texts';
import { maskEmail, maskMobile, type ProfileStore } from './profile-store';

/** An OTP is good for this long. */
const CONTACT_OTP_TTL_MS = 10 * 60_000;
/** Wrong OTPs allowed in {@link CONTACT_OTP_WINDOW_MS}, across resends: a new OTP does not reset them. */
const CONTACT_OTP_MAX_ATTEMPTS = 5;
/** The window of the attempt and send limits. */
const CONTACT_OTP_WINDOW_MS = 15 * 60_000;
/** OTP sends per customer in the window (any contact). */
const CONTACT_OTP_SENDS_PER_CUSTOMER = 5;
/** OTP sends to one mobile or email in the window (any customer): nobody floods a stranger's phone. */
const CONTACT_OTP_SENDS_PER_CONTACT = 3;

const SEND_PATH = '/v1/user/otp/EditMobileEmailOtp';
const VERIFY_PATH = `${SEND_PATH}/verify`;

type OtpRow = {
  request_id: string;
  value: string;
  otp: string;
  created_at: string;
  expires_at: string;
  failures: number;
};

function sendOtpError(
  reply: FastifyReply,
  status: number,
  code: string,
  said: Said,
  left?: number,
  retryAfterS?: number,
) {
  const message = say(reply.request, said);
  const error = {
    code,
    message,
    ...(left === undefined ? {} : { attempts_left: left }),
    ...(retryAfterS === undefined ? {} : { retry_after_s: retryAfterS }),
  };
  return reply
    .code(status)
    .type('application/json; charset=utf-8')
    .send(contactOtpErrorSchema.parse({ error }));
}

/**
 * Changing the mobile number or email (docs/product.md#the-calls): `POST /v1/user/otp/EditMobileEmailOtp`
 * `{ type, value }` sends an OTP to the new contact (the sandbox's static OTP), and
 * `POST …/verify` `{ type, value, otp }` checks it and, when right, saves the new contact.
 * A new request replaces the pending one of the same type.
 */
export function registerContactOtpRoutes(
  app: FastifyInstance,
  ctx: SandboxContext,
  store: ProfileStore,
): void {
  const drop = ctx.db.prepare<[string, string]>(
    'DELETE FROM misc_contact_otps WHERE user_id = ? AND type = ? AND consumed = 0',
  );
  const insert = ctx.db.prepare<[string, string, string, string, string, string, string, number]>(
    `INSERT INTO misc_contact_otps (request_id, user_id, type, value, otp, created_at, expires_at, failures)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const sendsByCustomer = attemptLimiter(ctx.db, {
    scope: 'contact-otp-send-customer',
    max: CONTACT_OTP_SENDS_PER_CUSTOMER,
    windowMs: CONTACT_OTP_WINDOW_MS,
  });
  const sendsToContact = attemptLimiter(ctx.db, {
    scope: 'contact-otp-send-contact',
    max: CONTACT_OTP_SENDS_PER_CONTACT,
    windowMs: CONTACT_OTP_WINDOW_MS,
  });
  const pending = ctx.db.prepare<[string, string], OtpRow>(
    `SELECT request_id, value, otp, created_at, expires_at, failures FROM misc_contact_otps
     WHERE user_id = ? AND type = ? AND consumed = 0 ORDER BY created_at DESC LIMIT 1`,
  );
  const fail = ctx.db.prepare<[string]>(
    'UPDATE misc_contact_otps SET failures = failures + 1 WHERE request_id = ?',
  );
  const consume = ctx.db.prepare<[string]>('UPDATE misc_contact_otps SET consumed = 1 WHERE request_id = ?');

  app.post(SEND_PATH, function sendContactOtp(request, reply) {
    const persona = personaOf(request);
    const body = parseInput(contactSchema, request.body, reply);
    if (body === null) return reply;
    const userId = persona.user.id;
    const current = store.row(userId);
    if (current === undefined) return sendApiError(reply, 404, 'NOT_FOUND', CONTACT_TEXT.noProfile);
    if ((body.type === 'mobile' ? current.mobile : current.email.toLowerCase()) === body.value) {
      return sendApiError(reply, 422, 'UNCHANGED', fill(CONTACT_TEXT_WITH.unchanged, body));
    }
    if (store.usedByAnother(userId, body.value)) {
      return sendApiError(reply, 409, 'ALREADY_IN_USE', fill(CONTACT_TEXT_WITH.inUse, body));
    }
    const now = ctx.now();
    const wait = Math.max(
      sendsByCustomer.retryAfterS(userId, now),
      sendsToContact.retryAfterS(body.value.toLowerCase(), now),
    );
    if (wait > 0) return answerTooMany(reply, 'TOO_MANY_OTP_REQUESTS', CONTACT_TEXT.tooManySends, wait);
    const requestId = `otp_${randomUUID()}`;
    const expiresAt = new Date(now.getTime() + CONTACT_OTP_TTL_MS).toISOString();
    ctx.db.transaction(() => {
      // The wrong guesses of the OTP this one replaces stay counted while they are recent: a
      // resend must not buy five more guesses.
      const before = pending.get(userId, body.type);
      const recent =
        before !== undefined && Date.parse(before.created_at) > now.getTime() - CONTACT_OTP_WINDOW_MS;
      drop.run(userId, body.type);
      insert.run(
        requestId,
        userId,
        body.type,
        body.value,
        SANDBOX_STATIC_OTP,
        now.toISOString(),
        expiresAt,
        recent ? before.failures : 0,
      );
      sendsByCustomer.record(userId, now);
      sendsToContact.record(body.value.toLowerCase(), now);
    })();
    return reply.send(
      contactOtpSentSchema.parse({
        request_id: requestId,
        type: body.type,
        sent_to: body.type === 'mobile' ? maskMobile(body.value) : maskEmail(body.value),
        otp_length: OTP_LENGTH,
        expires_at: expiresAt,
        attempts_left: Math.max(
          0,
          CONTACT_OTP_MAX_ATTEMPTS - (pending.get(userId, body.type)?.failures ?? 0),
        ),
      }),
    );
  });

  app.post(VERIFY_PATH, function verifyContactOtp(request, reply) {
    const persona = personaOf(request);
    const body = parseInput(verifySchema, request.body, reply);
    if (body === null) return reply;
    const userId = persona.user.id;
    const otp = pending.get(userId, body.type);
    if (otp?.value !== body.value) {
      return sendOtpError(reply, 400, 'OTP_NOT_REQUESTED', fill(CONTACT_TEXT_WITH.notRequested, body));
    }
    if (Date.parse(otp.expires_at) <= ctx.now().getTime()) {
      return sendOtpError(reply, 400, 'OTP_EXPIRED', CONTACT_TEXT.otpExpired);
    }
    if (otp.failures >= CONTACT_OTP_MAX_ATTEMPTS) {
      const wait = Math.max(
        1,
        Math.ceil((Date.parse(otp.created_at) + CONTACT_OTP_WINDOW_MS - ctx.now().getTime()) / 1000),
      );
      void reply.header('retry-after', String(wait));
      return sendOtpError(reply, 429, 'TOO_MANY_ATTEMPTS', CONTACT_TEXT.tooManyAttempts, 0, wait);
    }
    if (otp.otp !== body.otp) {
      fail.run(otp.request_id);
      const left = CONTACT_OTP_MAX_ATTEMPTS - otp.failures - 1;
      return sendOtpError(reply, 400, 'INVALID_OTP', CONTACT_TEXT.wrongOtp, left);
    }
    // Uniqueness is decided here, not at send: two customers may both hold an OTP for one number.
    // Checked in the transaction that saves it, and the schema's UNIQUE index backs it up.
    const saved = ctx.db.transaction((): boolean => {
      if (store.usedByAnother(userId, body.value)) return false;
      consume.run(otp.request_id);
      store.updateContact(userId, body.type, body.value);
      return true;
    });
    let taken: boolean;
    try {
      taken = !saved();
    } catch (error) {
      if ((error as { code?: string }).code !== 'SQLITE_CONSTRAINT_UNIQUE') throw error;
      taken = true;
    }
    if (taken) return sendApiError(reply, 409, 'ALREADY_IN_USE', fill(CONTACT_TEXT_WITH.inUse, body));
    return reply.send(
      contactVerifiedSchema.parse({ verified: true, type: body.type, profile: store.view(persona) }),
    );
  });
}

import { randomUUID } from 'node:crypto';

import type { FastifyInstance, FastifyReply } from 'fastify';

import { contactOtpErrorSchema, contactOtpSentSchema, contactVerifiedSchema } from '@/api/schemas/profile';
import { OTP_LENGTH, SANDBOX_STATIC_OTP } from '@/config/constants';

import type { SandboxContext } from '../../context';
import { sendApiError } from '../../http/api-errors';
import { personaOf } from '../../http/auth';
import { fill, type Said, say } from '../../http/language';
import { parseInput } from '../news/request-input';
import { contactSchema, verifySchema } from './contact-input';
import { CONTACT_TEXT, CONTACT_TEXT_WITH } from './contact-texts';
import { maskEmail, maskMobile, type ProfileStore } from './profile-store';

/** An OTP is good for this long. */
export const CONTACT_OTP_TTL_MS = 10 * 60_000;
/** Wrong OTPs allowed before a new one must be requested. */
export const CONTACT_OTP_MAX_ATTEMPTS = 5;

const SEND_PATH = '/v1/user/otp/EditMobileEmailOtp';
const VERIFY_PATH = `${SEND_PATH}/verify`;

type OtpRow = { request_id: string; value: string; otp: string; expires_at: string; failures: number };

function sendOtpError(reply: FastifyReply, status: number, code: string, said: Said, left?: number) {
  const message = say(reply.request, said);
  const error = left === undefined ? { code, message } : { code, message, attempts_left: left };
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
  const insert = ctx.db.prepare<[string, string, string, string, string, string, string]>(
    `INSERT INTO misc_contact_otps (request_id, user_id, type, value, otp, created_at, expires_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const pending = ctx.db.prepare<[string, string], OtpRow>(
    `SELECT request_id, value, otp, expires_at, failures FROM misc_contact_otps
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
    const requestId = `otp_${randomUUID()}`;
    const expiresAt = new Date(now.getTime() + CONTACT_OTP_TTL_MS).toISOString();
    ctx.db.transaction(() => {
      drop.run(userId, body.type);
      insert.run(requestId, userId, body.type, body.value, SANDBOX_STATIC_OTP, now.toISOString(), expiresAt);
    })();
    return reply.send(
      contactOtpSentSchema.parse({
        request_id: requestId,
        type: body.type,
        sent_to: body.type === 'mobile' ? maskMobile(body.value) : maskEmail(body.value),
        otp_length: OTP_LENGTH,
        expires_at: expiresAt,
        attempts_left: CONTACT_OTP_MAX_ATTEMPTS,
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
      return sendOtpError(reply, 429, 'TOO_MANY_ATTEMPTS', CONTACT_TEXT.tooManyAttempts, 0);
    }
    if (otp.otp !== body.otp) {
      fail.run(otp.request_id);
      const left = CONTACT_OTP_MAX_ATTEMPTS - otp.failures - 1;
      return sendOtpError(reply, 400, 'INVALID_OTP', CONTACT_TEXT.wrongOtp, left);
    }
    ctx.db.transaction(() => {
      consume.run(otp.request_id);
      store.updateContact(userId, body.type, body.value);
    })();
    return reply.send(
      contactVerifiedSchema.parse({ verified: true, type: body.type, profile: store.view(persona) }),
    );
  });
}

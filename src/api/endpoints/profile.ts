/**
 * The profile service of docs/product.md#other-services: read the profile (`/v1/user/profile/edit`),
 * and change the mobile number or email with an OTP sent to the new one (`/v1/user/otp/EditMobileEmailOtp`,
 * then `…/verify`). Contact details only ever come back masked.
 */
import type { QueryClient } from '@tanstack/react-query';

import { authedRead } from '@/api/authed-query-options';
import { ApiError } from '@/api/errors';
import { readOf, request } from '@/api/request';
import {
  contactOtpErrorSchema,
  contactOtpSentSchema,
  contactVerifiedSchema,
  editableProfileSchema,
  type ContactOtpError,
  type ContactOtpSent,
  type ContactType,
  type ContactVerified,
  type EditableProfile,
} from '@/api/schemas/profile';

/** Hierarchical keys; a changed profile also changes `['user','basic']` (name, masked mobile). */
const profileKeys = {
  all: ['profile'] as const,
  editable: () => [...profileKeys.all, 'editable'] as const,
};

/** The shared key of the signed-in customer (src/api/endpoints/user.ts). */
const USER_BASIC_KEY = ['user', 'basic'] as const;

/** The new mobile number or email address to send an OTP to. */
export type ContactChange = { type: ContactType; value: string };

/** GET /v1/user/profile/edit: the editable profile, contact details masked. */
const getEditableProfile = readOf('profile', '/profile/edit', editableProfileSchema);

/** POST /v1/user/otp/EditMobileEmailOtp `{ type, value }`: sends an OTP to the new contact. */
export function sendContactOtp(change: ContactChange): Promise<ContactOtpSent> {
  return request({
    service: 'profile',
    path: '/otp/EditMobileEmailOtp',
    method: 'POST',
    body: change,
    schema: contactOtpSentSchema,
  });
}

/** POST /v1/user/otp/EditMobileEmailOtp/verify `{ type, value, otp }`: a right OTP saves the contact. */
export function verifyContactOtp(change: ContactChange & { otp: string }): Promise<ContactVerified> {
  return request({
    service: 'profile',
    path: '/otp/EditMobileEmailOtp/verify',
    method: 'POST',
    body: change,
    schema: contactVerifiedSchema,
  });
}

/**
 * Why an OTP call failed (`INVALID_OTP` with the attempts left, `OTP_EXPIRED`, `TOO_MANY_ATTEMPTS`,
 * `OTP_NOT_REQUESTED`…), or null when `error` is not such an answer (a network failure, a timeout).
 */
export function contactOtpFailure(error: unknown): ContactOtpError['error'] | null {
  if (!(error instanceof ApiError)) return null;
  const parsed = contactOtpErrorSchema.safeParse(error.body);
  return parsed.success ? parsed.data.error : null;
}

/** The editable profile; off without a token. Not persisted: it is only read on its own screen. */
export function editableProfileQueryOptions() {
  return authedRead(profileKeys.editable(), getEditableProfile);
}

/**
 * After an edit or a verified contact change: the profile screen shows the answer at once, and the
 * customer's basic data (greeting name, masked mobile) is fetched again.
 */
export async function profileChanged(client: QueryClient, profile: EditableProfile): Promise<void> {
  client.setQueryData(profileKeys.editable(), profile);
  await client.invalidateQueries({ queryKey: USER_BASIC_KEY });
}

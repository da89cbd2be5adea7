import { z } from 'zod';

import { OTP_LENGTH } from '@/config/constants';

/** A person's name as typed: letters (any script), spaces, dots, apostrophes and hyphens. */
export const nameSchema = z
  .string()
  .trim()
  .min(2)
  .max(80)
  .regex(/^\p{L}[\p{L}\p{M} .'-]*$/u, "use letters, spaces, . ' and - only");

/** An email address, trimmed and lower-cased so the same address always compares equal. */
export const emailSchema = z.string().trim().toLowerCase().pipe(z.email().max(254));

/** An Indian mobile number: 10 digits starting 6–9. */
const mobileSchema = z
  .string()
  .trim()
  .regex(/^[6-9][0-9]{9}$/, 'must be a 10-digit Indian mobile number');

/** `{ type, value }`: the new mobile number or email address to send an OTP to. */
export const contactSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('mobile'), value: mobileSchema }),
  z.object({ type: z.literal('email'), value: emailSchema }),
]);

/** `{ type, value, otp }`: the OTP received on the new contact. */
export const verifySchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('mobile'),
    value: mobileSchema,
    otp: z
      .string()
      .regex(/^[0-9]+$/)
      .length(OTP_LENGTH),
  }),
  z.object({
    type: z.literal('email'),
    value: emailSchema,
    otp: z
      .string()
      .regex(/^[0-9]+$/)
      .length(OTP_LENGTH),
  }),
]);

import { z } from 'zod/mini';

/**
 * Body of every error answer from the sandbox (and the shape the client expects from the
 * provider): a machine-readable `code` to branch on and a human-readable `message` to log.
 */
export const apiErrorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
  }),
});

/** An error body, e.g. `{ error: { code: 'UNAUTHORIZED', message: '…' } }`. */
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;

/**
 * A 429 of a limited attempt (OTP sends and checks, CAS passwords; docs/security.md): the error
 * with `retry_after_s`, the seconds until one more try is allowed (also the `Retry-After` header).
 */
export const tooManyAttemptsBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    retry_after_s: z.number().check(z.int(), z.positive()),
  }),
});

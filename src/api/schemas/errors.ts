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

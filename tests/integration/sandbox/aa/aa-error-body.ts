import { z } from 'zod/mini';

import { count, nonEmpty } from '@/api/schemas/aa-common';
import type { AaErrorBody } from '@/api/schemas/aggregator-onboarding';

/**
 * The sandbox's error answer of an AA step, checked as the AA tests read it. Typed as the app's
 * `AaErrorBody` (what the sandbox sends), so the two cannot drift apart.
 */
export const aaErrorBodySchema: z.ZodMiniType<AaErrorBody> = z.object({
  error: z.object({
    code: nonEmpty,
    message: z.string(),
    attempts_left: z.optional(count),
  }),
});

import { z } from 'zod/mini';

/**
 * Body of `GET /ind-investment/api/v4/user/basic/`: who the bearer token belongs to.
 * Every personal identifier arrives already masked by the provider; the client never sees
 * (and must never try to reconstruct) the full mobile number, email or PAN.
 */
export const userBasicSchema = z.object({
  /** The provider's customer id: the key every per-user cache and outbox entry is scoped by. */
  id: z.string().check(z.minLength(1)),
  name: z.string(),
  first_name: z.string(),
  /** e.g. `XXXXXX4321`. */
  mobile_masked: z.string(),
  email_masked: z.string(),
  /** Absent when the customer has not given a PAN yet. */
  pan_masked: z.optional(z.string()),
});

/** The signed-in customer as the provider describes them. */
export type UserBasic = z.infer<typeof userBasicSchema>;

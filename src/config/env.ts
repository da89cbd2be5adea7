/**
 * Build-time environment, validated once. A wrong value fails loudly at start-up with the name of
 * the variable instead of surfacing later as a broken request.
 */
import { z } from 'zod/mini';

const envSchema = z.object({
  /** Base URL of the API gateway; empty = same origin (the sandbox in dev, tests and `npm start`). */
  VITE_GATEWAY_URL: z._default(
    z.string().check(
      z.refine((value) => value === '' || /^https?:\/\/[^/]+$/.test(value), {
        message:
          'VITE_GATEWAY_URL must be empty or an origin such as https://gateway.example.com (no path, no trailing slash)',
      }),
    ),
    '',
  ),
  VITE_APP_VERSION: z._default(z.string(), '0.0.0'),
});

export type Env = z.infer<typeof envSchema>;

export const env: Env = envSchema.parse({
  VITE_GATEWAY_URL: import.meta.env.VITE_GATEWAY_URL as string | undefined,
  VITE_APP_VERSION: import.meta.env.VITE_APP_VERSION as string | undefined,
});

import { ApiError, NetworkError } from '@/api/errors';
import { apiErrorBodySchema } from '@/api/schemas/errors';
import { importErrorText } from '@/domain/portfolio/broker-import';
import type { Text } from '@/domain/text/message';
import { retryAfterOf, tooManyAttemptsText } from '@/domain/text/retry-after';

/** The customer's text for a failed login or upload: the server's code mapped to our own words. */
export function importFailureText(error: unknown): Text {
  if (error instanceof ApiError) {
    const wait = error.statusCode === 429 ? retryAfterOf(error.body) : null;
    if (wait !== null) return tooManyAttemptsText(wait);
    const body = apiErrorBodySchema.safeParse(error.body);
    return importErrorText(body.success ? body.data.error.code : null, error.statusCode);
  }
  if (error instanceof NetworkError) return importErrorText(null, null);
  return importErrorText(null, 0);
}

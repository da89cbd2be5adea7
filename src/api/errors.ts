/**
 * Typed failures of `request()` (docs/product.md#request-rules: failures raise the parsed body plus
 * statusCode).
 */

/** The server answered with a non-2xx status. */
export class ApiError extends Error {
  readonly statusCode: number;
  readonly body: unknown;
  constructor(statusCode: number, body: unknown, message: string) {
    super(message);
    this.name = 'ApiError';
    this.statusCode = statusCode;
    this.body = body;
  }
}

/** The request never got an answer (offline, DNS, connection reset). */
export class NetworkError extends Error {
  constructor(message = 'Failed to fetch') {
    super(message);
    this.name = 'NetworkError';
  }
}

/** No answer within the time limit (REQUEST_TIMEOUT_MS by default). Not a NetworkError: the network
 * may be up but slow, and the customer is told something different. */
export class TimeoutError extends Error {
  readonly timeoutMs: number;
  constructor(timeoutMs: number) {
    super(`No answer within ${timeoutMs} ms`);
    this.name = 'TimeoutError';
    this.timeoutMs = timeoutMs;
  }
}

/** The answer did not match the shared contract in `api/schemas`. */
export class ContractError extends Error {
  readonly url: string;
  constructor(url: string, detail: string) {
    super(`Unexpected response from ${url}: ${detail}`);
    this.name = 'ContractError';
    this.url = url;
  }
}

/** Reads the server's message from a body shaped like `{error:{message}}` or `{message}`. */
export function messageOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const record = body as { message?: unknown; error?: { message?: unknown } };
  if (typeof record.error?.message === 'string') return record.error.message;
  if (typeof record.message === 'string') return record.message;
  return null;
}

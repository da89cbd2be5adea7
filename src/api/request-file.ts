/**
 * A download from the gateway (the PDF statement): the bearer token and a request id as
 * `request()` sends them, but the answer is kept as bytes, not parsed as JSON. A failure raises the
 * same typed errors (the JSON error body of a 4xx as an ApiError), so screens tell it the same way.
 */
import { v4 as uuidv4 } from 'uuid';

import { REQUEST_TIMEOUT_MS } from '@/config/constants';
import { currentAuthorization } from '@/session/auth-token';

import { callSignal } from './call-signal';
import { ApiError, messageOf, NetworkError, TimeoutError } from './errors';
import type { QueryParams } from './request';
import { serviceUrl, type Service } from './services';

/** A downloaded file: its bytes (typed by the answer's Content-Type). */
export async function requestFile(options: {
  service: Service;
  path: string;
  query?: QueryParams;
  signal?: AbortSignal | undefined;
}): Promise<Blob> {
  const headers: Record<string, string> = { 'X-Request-Id': uuidv4() };
  const authorization = await currentAuthorization();
  if (authorization !== null) headers.Authorization = authorization;
  const call = callSignal(options.signal, REQUEST_TIMEOUT_MS);
  try {
    let response: Response;
    try {
      response = await fetch(serviceUrl(options.service, options.path, options.query), {
        headers,
        signal: call.signal,
      });
    } catch (error) {
      if (call.timedOut()) throw new TimeoutError(REQUEST_TIMEOUT_MS);
      if (options.signal?.aborted === true) throw error;
      throw new NetworkError();
    }
    if (!response.ok) {
      const text = await response.text();
      let body: unknown = null;
      try {
        body = JSON.parse(text) as unknown;
      } catch {
        // Not JSON (a proxy's page): the status says enough.
      }
      throw new ApiError(
        response.status,
        body,
        messageOf(body) ?? `Request failed with status ${response.status}`,
      );
    }
    return await response.blob();
  } finally {
    call.dispose();
  }
}

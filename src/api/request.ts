/**
 * The one function every call goes through (DESIGN.md §5): bearer token, JSON, a fresh request id,
 * the service root rewritten onto the gateway, the answer validated against the shared zod schema.
 * Issue 4 grows it (trace ids, POST defaults, api_called events); its contract stays.
 */
import { v4 as uuidv4 } from 'uuid';
import type { ZodMiniType } from 'zod/mini';

import { currentPlatform } from '@/native/platform';

import { clearAuthorization, getAuthorization } from './auth-token';
import { ApiError, ContractError, NetworkError, messageOf } from './errors';
import { loginUrl, serviceUrl, type Service } from './services';

export type RequestOptions<T> = {
  service: Service;
  path: string;
  schema: ZodMiniType<T>;
  method?: 'GET' | 'POST';
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  signal?: AbortSignal;
};

export async function request<T>(options: RequestOptions<T>): Promise<T> {
  const url = serviceUrl(options.service, options.path, options.query);
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Content-Type': 'application/json',
    'X-Request-Id': uuidv4(),
  };
  const authorization = getAuthorization();
  if (authorization !== null) headers.Authorization = authorization;

  let response: Response;
  try {
    response = await fetch(url, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? null : JSON.stringify(options.body),
      signal: options.signal ?? null,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new NetworkError();
  }

  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    if (response.status === 401) handleUnauthorized();
    throw new ApiError(
      response.status,
      body,
      messageOf(body) ?? `Request failed with status ${response.status}`,
    );
  }
  const parsed = options.schema.safeParse(body);
  if (!parsed.success) throw new ContractError(url, parsed.error.issues[0]?.message ?? 'invalid body');
  return parsed.data;
}

/** SPEC §4: a 401 clears the token and, on plain web only, goes to the provider's login page. */
function handleUnauthorized(): void {
  clearAuthorization();
  if (currentPlatform() !== 'web') return;
  const { pathname, search } = window.location;
  window.location.assign(loginUrl(`${pathname}${search}`));
}

import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

/**
 * Anything with `safeParse`: the client's zod/mini schemas and the sandbox's full-zod ones alike.
 * The contract test parses every answer with the schema the client uses (`src/api/schemas`).
 */
export type AnySchema<T = unknown> = {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: { issues: unknown[] } };
};

export type Call = { method: 'GET' | 'POST'; url: string; body?: unknown; headers?: Record<string, string> };

/** One contract check: what was called, its status, and whether the answer matched the schema. */
export type Checked = { call: string; status: number; body: unknown };

/** A persona's view of the gateway: calls with its bearer token, asserting status and schema. */
export function contractClient(app: FastifyInstance, token: string) {
  const seen: Checked[] = [];

  async function call<T>(
    request: Call,
    schema: AnySchema<T>,
    status: number | readonly number[] = 200,
  ): Promise<T> {
    const res = await app.inject({
      method: request.method,
      url: request.url,
      headers: { authorization: `Bearer ${token}`, ...request.headers },
      ...(request.body === undefined
        ? {}
        : {
            payload: typeof request.body === 'string' ? request.body : JSON.stringify(request.body),
            headers: {
              authorization: `Bearer ${token}`,
              'content-type': 'application/json',
              ...request.headers,
            },
          }),
    });
    const label = `${token}: ${request.method} ${request.url}`;
    const body: unknown = res.headers['content-type']?.toString().includes('json') ? res.json() : res.body;
    expect(
      typeof status === 'number' ? [status] : status,
      `${label} answered ${res.body.slice(0, 300)}`,
    ).toContain(res.statusCode);
    const parsed = schema.safeParse(body);
    expect(parsed.success, `${label}: ${JSON.stringify(parsed.success ? '' : parsed.error.issues)}`).toBe(
      true,
    );
    seen.push({ call: `${request.method} ${request.url.split('?')[0]}`, status: res.statusCode, body });
    return (parsed as { data: T }).data;
  }

  return {
    seen,
    call,
    get: <T>(url: string, schema: AnySchema<T>, status?: number | readonly number[]) =>
      call({ method: 'GET', url }, schema, status),
    post: <T>(url: string, body: unknown, schema: AnySchema<T>, status?: number | readonly number[]) =>
      call({ method: 'POST', url, body }, schema, status),
  };
}

export type ContractClient = ReturnType<typeof contractClient>;

/** `?a=1&b=2` from defined values. */
export function qs(params: Record<string, string | number | boolean | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) search.set(key, String(value));
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}

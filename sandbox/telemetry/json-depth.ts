import { clientError } from '../http/api-errors';

/**
 * Deepest nesting a telemetry body may have. Real events nest a few levels (a Sentry stack frame
 * about eight); a 1 MB body of `[[[[…` would overflow JSON.stringify when it is stored.
 */
const MAX_JSON_DEPTH = 64;

/**
 * Throws a 400 naming `what` when `value` nests objects/arrays deeper than {@link MAX_JSON_DEPTH}.
 * Walks with an explicit stack, so the check itself cannot overflow.
 */
export function assertJsonDepth(value: unknown, what: string): void {
  const pending: Array<[unknown, number]> = [[value, 1]];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const [node, depth] = next;
    if (typeof node !== 'object' || node === null) continue;
    if (depth > MAX_JSON_DEPTH)
      throw clientError(400, `${what}: nested deeper than ${MAX_JSON_DEPTH} levels`);
    for (const child of Object.values(node)) pending.push([child, depth + 1]);
  }
}

import { z } from 'zod';

/** Longest injected latency: long enough for any timeout test, short enough not to hang a suite. */
const MAX_FAULT_LATENCY_MS = 30_000;
const MAX_RETRY_AFTER_S = 86_400;

/**
 * What to do to one request: wait `latency_ms`, then either answer `status` (with `Retry-After`
 * when `retry_after_s` is set), or `drop` the connection, or carry on normally (latency only).
 */
export const faultSchema = z
  .object({
    status: z.number().int().min(400).max(599).optional(),
    retry_after_s: z.number().int().min(0).max(MAX_RETRY_AFTER_S).optional(),
    latency_ms: z.number().int().min(0).max(MAX_FAULT_LATENCY_MS).optional(),
    drop: z.boolean().optional(),
  })
  .strict()
  .superRefine(function checkCombination(fault, context) {
    if (fault.status === undefined && fault.latency_ms === undefined && fault.drop !== true) {
      context.addIssue({ code: 'custom', message: 'give status, latency_ms or drop' });
    }
    if (fault.drop === true && fault.status !== undefined) {
      context.addIssue({ code: 'custom', path: ['drop'], message: 'a dropped connection has no status' });
    }
    if (fault.retry_after_s !== undefined && fault.status === undefined) {
      context.addIssue({ code: 'custom', path: ['retry_after_s'], message: 'needs a status' });
    }
  });

/** One fault, as {@link faultSchema} accepts it. */
export type Fault = z.infer<typeof faultSchema>;

/** Result of reading the `x-sandbox-fault` header. */
export type FaultHeaderResult = { ok: true; fault: Fault } | { ok: false; message: string };

const INTEGER = /^\d{1,9}$/;

/**
 * Reads `x-sandbox-fault`: directives separated by `;` (or `,`, how repeated headers are joined):
 * `latency=<ms>`, `status=<4xx|5xx>`, `retry-after=<s>` and `drop`, e.g. `latency=500;status=503`
 * or `status=429;retry-after=2`. Anything else is an error, so a typo in a test is loud.
 */
export function parseFaultHeader(value: string): FaultHeaderResult {
  const draft: Record<string, number | boolean> = {};
  const directives = value
    .split(/[;,]/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
  if (directives.length === 0) return { ok: false, message: 'empty; use e.g. status=503 or latency=800' };
  const keys: Record<string, string> = {
    latency: 'latency_ms',
    status: 'status',
    'retry-after': 'retry_after_s',
  };
  for (const directive of directives) {
    const [name = '', raw, ...rest] = directive.split('=').map((part) => part.trim());
    const lower = name.toLowerCase();
    const key = lower === 'drop' ? 'drop' : Object.hasOwn(keys, lower) ? keys[lower] : undefined;
    if (key === undefined) return { ok: false, message: `unknown directive "${name}"` };
    if (Object.hasOwn(draft, key)) return { ok: false, message: `"${name}" given twice` };
    if (key === 'drop') {
      if (raw !== undefined) return { ok: false, message: 'drop takes no value' };
      draft[key] = true;
      continue;
    }
    if (raw === undefined || rest.length > 0 || !INTEGER.test(raw)) {
      return { ok: false, message: `${name} needs a whole number, e.g. ${name}=2` };
    }
    draft[key] = Number(raw);
  }
  const fault = faultSchema.safeParse(draft);
  if (!fault.success) {
    // Name the directives as the header spells them, not as the JSON fields are called.
    const message = fault.error.issues
      .map((issue) => {
        const field = String(issue.path[0] ?? '');
        const directive = Object.keys(keys).find((name) => keys[name] === field) ?? field;
        return directive === '' ? issue.message : `${directive}: ${issue.message}`;
      })
      .join('; ');
    return { ok: false, message };
  }
  return { ok: true, fault: fault.data };
}

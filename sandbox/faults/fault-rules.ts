import { z } from 'zod';

import { faultSchema, type Fault } from './fault-spec';

const DAY_MS = 86_400_000;

/** Which requests a rule breaks: every one by default, or one method and/or a path prefix. */
const faultMatchSchema = z
  .object({
    method: z.enum(['GET', 'POST']).optional(),
    path_prefix: z.string().startsWith('/').max(2048).optional(),
  })
  .strict();

/** Body of `POST /sandbox/faults`, and one element of the `SANDBOX_FAULTS` env var's array. */
export const faultRuleInputSchema = z
  .object({
    match: faultMatchSchema,
    fault: faultSchema,
    /** The rule lapses this long after it was added (by the sandbox's clock). */
    duration_ms: z.number().int().positive().max(DAY_MS).optional(),
    /** The rule lapses after breaking this many requests. */
    count: z.number().int().positive().max(1_000_000).optional(),
  })
  .strict();
type FaultRuleInput = z.infer<typeof faultRuleInputSchema>;

/** An active rule, as `GET /sandbox/faults` lists it. */
export const faultRuleSchema = z.object({
  id: z.string(),
  match: faultMatchSchema,
  fault: faultSchema,
  /** `env` for rules from `SANDBOX_FAULTS`, `api` for rules from `POST /sandbox/faults`. */
  source: z.enum(['env', 'api']),
  created_at: z.string(),
  /** null: until cleared or used up. */
  expires_at: z.string().nullable(),
  /** Requests it will still break; null: no limit. */
  remaining: z.number().int().nullable(),
});
type FaultRule = z.infer<typeof faultRuleSchema>;

/** Answer of `GET /sandbox/faults`. */
export const faultRuleListSchema = z.object({ rules: z.array(faultRuleSchema) });

/** The active global fault rules of one server, in the order they were added. */
export interface FaultRules {
  add(input: FaultRuleInput, source: FaultRule['source']): FaultRule;
  list(): FaultRule[];
  remove(id: string): boolean;
  clear(): void;
  /** The fault of the first live rule matching the request (using up one of its count), or null. */
  take(method: string, path: string): Fault | null;
}

function matches(rule: FaultRule, method: string, path: string): boolean {
  const { method: wanted, path_prefix: prefix } = rule.match;
  // HEAD is GET without a body: a rule breaking GETs breaks HEADs too.
  const methodOk = wanted === undefined || wanted === method || (wanted === 'GET' && method === 'HEAD');
  return methodOk && (prefix === undefined || path.startsWith(prefix));
}

/** Rules kept in memory: they are test set-up, gone on restart (the env var re-applies). */
export function createFaultRules(now: () => Date): FaultRules {
  let rules: FaultRule[] = [];
  let nextId = 1;

  function prune(): void {
    const at = now().toISOString();
    rules = rules.filter(
      (rule) => (rule.expires_at === null || rule.expires_at > at) && rule.remaining !== 0,
    );
  }

  return {
    add(input, source) {
      const created = now();
      const rule: FaultRule = {
        id: `fault_${nextId++}`,
        match: input.match,
        fault: input.fault,
        source,
        created_at: created.toISOString(),
        expires_at:
          input.duration_ms === undefined
            ? null
            : new Date(created.getTime() + input.duration_ms).toISOString(),
        remaining: input.count ?? null,
      };
      rules.push(rule);
      return rule;
    },
    list() {
      prune();
      return rules.map((rule) => ({ ...rule }));
    },
    remove(id) {
      const before = rules.length;
      rules = rules.filter((rule) => rule.id !== id);
      return rules.length < before;
    },
    clear() {
      rules = [];
    },
    take(method, path) {
      prune();
      const rule = rules.find((candidate) => matches(candidate, method, path));
      if (rule === undefined) return null;
      if (rule.remaining !== null) rule.remaining -= 1;
      return rule.fault;
    },
  };
}

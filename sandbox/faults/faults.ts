import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

import type { SandboxContext } from '../context';
import { describeZodError, sendApiError } from '../http/api-errors';
import { pathOf } from '../http/service-roots';
import { applyFault } from './apply-fault';
import {
  createFaultRules,
  faultRuleInputSchema,
  faultRuleListSchema,
  faultRuleSchema,
  type FaultRules,
} from './fault-rules';
import { parseFaultHeader, type Fault } from './fault-spec';

/** The per-request fault header. */
const FAULT_HEADER = 'x-sandbox-fault';
/** Env var read at start: a JSON array of rules, each like the body of `POST /sandbox/faults`. */
const FAULTS_ENV_VAR = 'SANDBOX_FAULTS';

const idParamsSchema = z.object({ id: z.string().min(1).max(64) });

/** True for the sandbox's own control routes, which faults never touch. */
function isSandboxControl(path: string): boolean {
  return path === '/sandbox' || path.startsWith('/sandbox/');
}

/** Rules from `SANDBOX_FAULTS`; a malformed value stops the start, loudly, rather than being ignored. */
function loadEnvRules(rules: FaultRules, raw: string | undefined): void {
  if (raw === undefined || raw.trim() === '') return;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new Error(`${FAULTS_ENV_VAR} is not JSON: give an array of fault rules`);
  }
  const inputs = z.array(faultRuleInputSchema).safeParse(parsed);
  if (!inputs.success) throw new Error(`${FAULTS_ENV_VAR}: ${describeZodError(inputs.error)}`);
  for (const input of inputs.data) rules.add(input, 'env');
}

/** `POST/GET/DELETE /sandbox/faults` and `DELETE /sandbox/faults/:id`. */
function registerControlRoutes(app: FastifyInstance, rules: FaultRules): void {
  app.post('/sandbox/faults', async function addRule(request, reply) {
    const input = faultRuleInputSchema.safeParse(request.body);
    if (!input.success) return sendApiError(reply, 400, 'BAD_REQUEST', describeZodError(input.error));
    return reply.code(201).send(faultRuleSchema.parse(rules.add(input.data, 'api')));
  });
  app.get('/sandbox/faults', async function listRules(_request, reply) {
    return reply.send(faultRuleListSchema.parse({ rules: rules.list() }));
  });
  app.delete('/sandbox/faults', async function clearRules(_request, reply) {
    rules.clear();
    return reply.code(204).send();
  });
  app.delete('/sandbox/faults/:id', async function removeRule(request, reply) {
    const params = idParamsSchema.safeParse(request.params);
    if (!params.success) return sendApiError(reply, 400, 'BAD_REQUEST', describeZodError(params.error));
    if (!rules.remove(params.data.id)) {
      return sendApiError(reply, 404, 'NOT_FOUND', `No fault rule ${params.data.id}`);
    }
    return reply.code(204).send();
  });
}

/**
 * Fault injection (docs/sandbox.md#fault-injection), so tests can break the network on purpose. One root
 * `onRequest` hook, installed before every route (and so also before the 404 handler), breaks a
 * request as its `x-sandbox-fault` header says (see parseFaultHeader), or else as the first
 * matching global rule says. Rules come from `POST /sandbox/faults` and from the `SANDBOX_FAULTS`
 * env var at start, e.g.
 * `SANDBOX_FAULTS='[{"match":{"method":"POST","path_prefix":"/frontend-webview/"},"fault":{"status":503},"duration_ms":10000}]'`.
 * The sandbox's own `/sandbox/*` routes are never broken, so a test can always clear its faults.
 */
export function installFaults(app: FastifyInstance, ctx: SandboxContext): void {
  const rules = createFaultRules(ctx.now);
  loadEnvRules(rules, process.env[FAULTS_ENV_VAR]);

  app.addHook('onRequest', async function injectFault(request, reply) {
    const path = pathOf(request.url);
    if (isSandboxControl(path)) return;
    const header = request.headers[FAULT_HEADER];
    let fault: Fault | null;
    if (header === undefined) {
      fault = rules.take(request.method, path);
    } else {
      const parsed = parseFaultHeader(Array.isArray(header) ? header.join(';') : header);
      if (!parsed.ok) return sendApiError(reply, 400, 'BAD_REQUEST', `${FAULT_HEADER}: ${parsed.message}`);
      fault = parsed.fault;
    }
    if (fault !== null && (await applyFault(fault, request, reply))) return reply;
  });

  registerControlRoutes(app, rules);
}

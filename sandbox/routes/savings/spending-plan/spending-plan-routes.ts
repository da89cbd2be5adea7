import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import {
  budgetPayloadSchema,
  budgetsSchema,
  categoryOverridePayloadSchema,
  categoryRulePayloadSchema,
  categoryRulesSchema,
  spendingChangeSchema,
} from '@/api/schemas/spending-plan';
import { SERVICE_ROOTS } from '@/config/service-roots';
import { merchantKey } from '@/domain/spending/category-rules';

import { personaOf } from '../../../http/auth';
import { idempotencyKeyOf, idempotencyStore, runOnce, sendOutcome } from '../../../http/idempotency';
import { refusedBlank, refusedUnsafeAmount } from '../../../http/write-guards';
import { notFound, parseInput } from '../input';
import { resolveScope, type SavingsEnv } from '../scope';
import { buildBudgets } from './budgets';
import { readableBudget, readableRule } from './readable-rows';
import { createSpendingStore } from './store';

const APPLIED = spendingChangeSchema.parse({ applied: true });

/**
 * The customer's own categories and budgets under `/aa-service`: reads, and three commands that
 * the client may queue offline. Each command applies once per Idempotency-Key (a replay answers
 * the first answer); every row is the caller's own, and a transaction of anyone else is 404.
 */
export function registerSpendingPlanRoutes(app: FastifyInstance, env: SavingsEnv): void {
  const store = createSpendingStore(env.ctx.db);
  const keys = idempotencyStore(env.ctx.db, 'spending-plan');
  const root = SERVICE_ROOTS.aggregator;

  /** Parses the body, then applies `change` once per key; answers `{ applied: true }`. */
  function command<B extends Record<string, unknown>>(
    path: string,
    names: readonly string[],
    parse: (body: unknown) => B,
    change: (user: string, body: B, at: string) => void,
  ) {
    app.post(`${root}${path}`, function handle(request: FastifyRequest, reply: FastifyReply) {
      const user = personaOf(request).user.id;
      const key = idempotencyKeyOf(request, reply);
      if (key === null) return reply;
      // A name of blanks would be stored and shown as nothing: refused for what it is.
      if (refusedBlank(reply, request.body, names)) return reply;
      if (refusedUnsafeAmount(reply, request.body, ['limit_paise'])) return reply;
      const body = parse(request.body);
      const now = env.ctx.now();
      const outcome = runOnce(env.ctx.db, keys, { user, key, body, now }, () => {
        change(user, body, now.toISOString());
        return { status: 200, body: APPLIED };
      });
      reply.header('Cache-Control', 'private, no-store');
      return sendOutcome(reply, outcome);
    });
  }

  command(
    '/category-override',
    ['category'],
    (body) => parseInput(categoryOverridePayloadSchema, body),
    (user, body, at) => {
      const row = env.queries.byId(body.transaction_id);
      const visible = row !== undefined && resolveScope(env.queries, user).byId.has(row.account_id);
      if (!visible) throw notFound('transaction');
      env.ctx.db.transaction(() => store.setOverride(user, body.transaction_id, body.category, at))();
    },
  );
  command(
    '/category-rule',
    ['merchant', 'category'],
    (body) => parseInput(categoryRulePayloadSchema, body),
    (user, body, at) => {
      const key = merchantKey(body.merchant);
      if (key === '') throw Object.assign(new Error('merchant: must not be blank'), { statusCode: 400 });
      store.setRule(user, key, body.merchant.trim(), body.category, at);
    },
  );
  command(
    '/budget',
    ['category'],
    (body) => parseInput(budgetPayloadSchema, body),
    (user, body, at) => store.setBudget(user, body.category, body.limit_paise, at),
  );

  app.get(`${root}/category-rules`, function rules(request, reply) {
    const user = personaOf(request).user.id;
    reply.header('Cache-Control', 'private, no-store');
    return reply.send(categoryRulesSchema.parse({ rules: store.rules(user).filter(readableRule) }));
  });
  app.get(`${root}/budgets`, function budgets(request, reply) {
    const user = personaOf(request).user.id;
    reply.header('Cache-Control', 'private, no-store');
    return reply.send(
      budgetsSchema.parse(buildBudgets(env, user, store.budgets(user).filter(readableBudget))),
    );
  });
}

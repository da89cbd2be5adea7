import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

import { netWorthHistorySchema } from '@/api/schemas/net-worth';
import { consentsSchema, type ConsentSummary } from '@/api/schemas/wealth';
import { SERVICE_ROOTS } from '@/config/service-roots';
import { fipById } from '@/domain/aa/fip-catalogue';
import { daysFromTo } from '@/domain/dates/iso-day';
import { istDayOf } from '@/domain/dates/ist';
import type { AppLocale } from '@/domain/text/locale';

import type { SandboxContext } from '../../context';
import { personaOf } from '../../http/auth';
import { languageOf, type Said } from '../../http/language';
import { parseInput } from '../news/request-input';
import { consentExpiresOn } from './consent-expiry';
import { createNetWorthHistory } from './net-worth-history';

type ConsentRow = { handle: string; fip_ids: string; flow_type: string; state: string; created_at: string };

const historyQuerySchema = z.object({ months: z.coerce.number().int().min(1).max(24).default(12) });

const YOUR_ACCOUNTS: Said = { 'en-IN': 'your accounts', 'hi-IN': 'आपके खाते' };

/** "A", "A and B", "A, B and C"; in Hindi "A, B और C" (Intl's list format of the language). */
function listText(names: readonly string[], locale: AppLocale): string {
  if (names.length === 0) return YOUR_ACCOUNTS[locale];
  return new Intl.ListFormat(locale, { type: 'conjunction', style: 'long' }).format(names);
}

/**
 * What home reads beside the areas' endpoints: the net-worth history, the customer's consents with
 * their expiry and health (docs/sandbox.md). Insurance policies are `../insurance/`.
 */
export function registerWealthRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const history = createNetWorthHistory(ctx.db);
  const anchor = (): string =>
    ctx.db.prepare<[], { value: string }>("SELECT value FROM meta WHERE key = 'anchor'").get()?.value ??
    istDayOf(ctx.now());
  const consents = ctx.db.prepare<[string], ConsentRow>(
    `SELECT handle, fip_ids, flow_type, state, created_at FROM aa_consents
     WHERE user_id = ? AND state = 'ACTIVE' ORDER BY created_at, handle`,
  );
  const fipStatus = ctx.db.prepare<[string], { status: string }>('SELECT status FROM fips WHERE fip_id = ?');

  app.get(`${SERVICE_ROOTS.aggregator}/net-worth/history`, function netWorthHistory(request, reply) {
    const persona = personaOf(request);
    const query = parseInput(historyQuerySchema, request.query, reply);
    if (query === null) return reply;
    return reply.send(netWorthHistorySchema.parse(history(persona.user.id, ctx.now(), query.months)));
  });

  app.get(`${SERVICE_ROOTS.tracking}/consents`, function consentList(request, reply) {
    const persona = personaOf(request);
    const today = istDayOf(ctx.now());
    const start = anchor();
    const list = consents.all(persona.user.id).map((row): ConsentSummary => {
      const fipIds = (JSON.parse(row.fip_ids) as unknown[]).filter(
        (id): id is string => typeof id === 'string',
      );
      const expiresOn = consentExpiresOn(row.handle, row.created_at, start);
      const days = daysFromTo(today, expiresOn);
      const down = fipIds.some((id) => {
        const status = fipStatus.get(fipById(id)?.fipId ?? id)?.status;
        return status !== undefined && status !== 'ACTIVE';
      });
      return {
        consent_handle: row.handle,
        label: listText(
          fipIds.map((id) => fipById(id)?.name ?? id),
          languageOf(request),
        ),
        flow_type: row.flow_type,
        state: 'ACTIVE',
        health: days < 0 ? 'EXPIRED' : down ? 'FAILED' : 'ACTIVE',
        created_at: row.created_at,
        expires_on: expiresOn,
        days_to_expiry: days,
      };
    });
    list.sort(
      (a, b) => a.days_to_expiry - b.days_to_expiry || a.consent_handle.localeCompare(b.consent_handle),
    );
    return reply.send(consentsSchema.parse({ consents: list }));
  });
}

import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

import {
  ALERT_TABS,
  alertsPageSchema,
  markAlertsReadSchema,
  type Alert,
  type UnreadCounts,
} from '@/api/schemas/alerts';
import { SERVICE_ROOTS } from '@/config/service-roots';
import { istDayOf } from '@/domain/dates/ist';

import type { SandboxContext } from '../../context';
import { sendApiError } from '../../http/api-errors';
import { personaOf } from '../../http/auth';
import { idempotencyKeyOf, idempotencyStore, runOnce, sendOutcome } from '../../http/idempotency';
import { languageOf } from '../../http/language';
import { premiumAlerts } from '../insurance/premium-alerts';
import { decodeCursor, pageOf, pageQuerySchema } from '../news/keyset-cursor';
import { parseInput } from '../news/request-input';

type AlertRow = {
  id: string;
  created_at: string;
  kind: string;
  title: string;
  body: string;
  title_hi: string | null;
  body_hi: string | null;
  important: number;
  read: number;
  navlink: string | null;
};

const ROOT = `${SERVICE_ROOTS.user}/alerts`;
const querySchema = pageQuerySchema.extend({ tab: z.enum(ALERT_TABS).default('important') });
const readBodySchema = z.object({ ids: z.array(z.string().min(1).max(128)).min(1).max(200) });

/** Only a path inside the app may be followed: `/x`, never `//host` or `/\host` (open redirects). */
function safeNavlink(navlink: string | null): string | null {
  return navlink !== null && /^\/(?![/\\])/.test(navlink) ? navlink : null;
}

/** An alert in the caller's language: the Hindi words when it has them, else the English. */
function alertView(row: AlertRow, hindi: boolean): Alert {
  return {
    alert_id: row.id,
    created_at: row.created_at,
    kind: row.kind,
    title: (hindi ? row.title_hi : null) ?? row.title,
    body: (hindi ? row.body_hi : null) ?? row.body,
    important: row.important === 1,
    read: row.read === 1,
    navlink: safeNavlink(row.navlink),
  };
}

/** Alerts: the "Important / Others" tabs of docs/product.md#tabs-and-filters, and marking alerts read. */
export function registerAlertRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const first = ctx.db.prepare<[{ user: string; important: number; limit: number }], AlertRow>(
    `SELECT id, created_at, kind, title, body, title_hi, body_hi, important, read, navlink FROM alerts
     WHERE user_id = @user AND important = @important ORDER BY created_at DESC, id DESC LIMIT @limit`,
  );
  const after = ctx.db.prepare<
    [{ user: string; important: number; limit: number; key: string; id: string }],
    AlertRow
  >(
    `SELECT id, created_at, kind, title, body, title_hi, body_hi, important, read, navlink FROM alerts
     WHERE user_id = @user AND important = @important AND (created_at < @key OR (created_at = @key AND id < @id))
     ORDER BY created_at DESC, id DESC LIMIT @limit`,
  );
  const counts = ctx.db.prepare<[string], { important: number; total: number; unread: number }>(
    `SELECT important, COUNT(*) AS total, SUM(CASE WHEN read = 0 THEN 1 ELSE 0 END) AS unread
     FROM alerts WHERE user_id = ? GROUP BY important`,
  );
  const markRead = ctx.db.prepare<[string, string]>(
    'UPDATE alerts SET read = 1 WHERE user_id = ? AND id = ? AND read = 0',
  );

  // Reminders of insurance premiums are written when they fall due, before the list is read.
  const remindPremiums = premiumAlerts(ctx.db);

  function tally(userId: string): { unread: UnreadCounts; total: UnreadCounts } {
    const unread = { important: 0, others: 0 };
    const total = { important: 0, others: 0 };
    for (const row of counts.all(userId)) {
      const tab = row.important === 1 ? 'important' : 'others';
      unread[tab] = row.unread;
      total[tab] = row.total;
    }
    return { unread, total };
  }

  app.get(ROOT, function alerts(request, reply) {
    const persona = personaOf(request);
    const query = parseInput(querySchema, request.query, reply);
    if (query === null) return reply;
    remindPremiums(persona.user.id, istDayOf(ctx.now()));
    const from = query.cursor === undefined ? null : decodeCursor(query.cursor);
    if (query.cursor !== undefined && from === null) {
      return sendApiError(reply, 400, 'INVALID_CURSOR', 'cursor: not a cursor of this list');
    }
    const set = {
      user: persona.user.id,
      important: query.tab === 'important' ? 1 : 0,
      limit: query.limit + 1,
    };
    const rows = from === null ? first.all(set) : after.all({ ...set, ...from });
    const { page, nextCursor } = pageOf(rows, query.limit, (row) => ({ key: row.created_at, id: row.id }));
    const { unread, total } = tally(persona.user.id);
    const hindi = languageOf(request) === 'hi-IN';
    return reply.send(
      alertsPageSchema.parse({
        tab: query.tab,
        items: page.map((row) => alertView(row, hindi)),
        next_cursor: nextCursor,
        unread,
        is_empty: total[query.tab] === 0,
      }),
    );
  });

  const keys = idempotencyStore(ctx.db, 'alerts-read');

  // Ids of other users' alerts (or unknown ids) change nothing and are not reported as such.
  // The app may queue this offline and send it again: an Idempotency-Key makes it apply once.
  app.post(`${ROOT}/read`, function readAlerts(request, reply) {
    const persona = personaOf(request);
    const key = idempotencyKeyOf(request, reply);
    if (key === null) return reply;
    const body = parseInput(readBodySchema, request.body, reply);
    if (body === null) return reply;
    const userId = persona.user.id;
    const outcome = runOnce(ctx.db, keys, { user: userId, key, body, now: ctx.now() }, () => {
      const updated = [...new Set(body.ids)].reduce((sum, id) => sum + markRead.run(userId, id).changes, 0);
      return { status: 200, body: markAlertsReadSchema.parse({ updated, unread: tally(userId).unread }) };
    });
    return sendOutcome(reply, outcome);
  });
}

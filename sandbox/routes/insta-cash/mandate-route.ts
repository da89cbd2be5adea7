import { randomUUID } from 'node:crypto';

import type { FastifyInstance } from 'fastify';

import { mandateSchema, type Mandate } from '@/api/schemas/insta-cash';
import { addMonthsClamped } from '@/domain/dates/iso-day';
import { istDayOf } from '@/domain/dates/ist';
import { APP_PATHS } from '@/domain/navigation/app-paths';

import type { SandboxContext } from '../../context';
import { personaOf } from '../../http/auth';
import { requiredIdempotencyKeyOf, idempotencyStore, runOnce, sendOutcome } from '../../http/idempotency';
import { SETTLE_AFTER_MS } from '../cards/special-amounts';
import { INSTA_CASH_ROOT } from './insta-cash-root';
import { INSTA_CASH_TEXT } from './insta-cash-texts';
import type { LineQueries } from './line-data';

/** How long a mandate runs: five years, as e-NACH mandates for credit lines usually do. */
const MANDATE_MONTHS = 60;

type MandateRow = {
  mandate_id: string;
  bank_account_masked: string;
  max_debit_paise: number;
  valid_until: string;
  active_at: string;
  updated_at: string;
};

/** Where "Set up AutoPay" leads: the app's own confirmation on the instant-cash overview. */
const MANDATE_SETUP_NAVLINK = `${APP_PATHS.instaCash}?autopay=setup`;

const NO_MANDATE: Mandate = {
  status: 'NONE',
  mandate_id: null,
  bank_account_masked: null,
  max_debit_paise: 0,
  valid_until: null,
  updated_at: null,
  setup_navlink: MANDATE_SETUP_NAVLINK,
};

/**
 * The repayment mandate (AutoPay). `GET /insta-cash/mandate`; `POST /insta-cash/mandate` (body
 * `{}`, `Idempotency-Key` required) sets one up or renews it for five years on the account the
 * line pays out to. The bank confirms it {@link SETTLE_AFTER_MS} later on the sandbox clock:
 * PENDING until then, so the app's status page shows a pending state that settles.
 */
export function registerMandateRoute(app: FastifyInstance, ctx: SandboxContext, lines: LineQueries): void {
  const keys = idempotencyStore(ctx.db, 'insta-cash-mandate');
  const find = ctx.db.prepare<[string], MandateRow>('SELECT * FROM misc_mandates WHERE user_id = ?');
  const upsert = ctx.db.prepare<[MandateRow & { user_id: string }]>(
    `INSERT INTO misc_mandates (user_id, mandate_id, bank_account_masked, max_debit_paise, valid_until, active_at, updated_at)
     VALUES (@user_id, @mandate_id, @bank_account_masked, @max_debit_paise, @valid_until, @active_at, @updated_at)
     ON CONFLICT (user_id) DO UPDATE SET mandate_id = excluded.mandate_id,
       bank_account_masked = excluded.bank_account_masked, max_debit_paise = excluded.max_debit_paise,
       valid_until = excluded.valid_until, active_at = excluded.active_at, updated_at = excluded.updated_at`,
  );

  function view(row: MandateRow | undefined, now: Date): Mandate {
    if (row === undefined) return NO_MANDATE;
    return mandateSchema.parse({
      status: now.toISOString() < row.active_at ? 'PENDING' : 'ACTIVE',
      mandate_id: row.mandate_id,
      bank_account_masked: row.bank_account_masked,
      max_debit_paise: row.max_debit_paise,
      valid_until: row.valid_until,
      updated_at: row.updated_at,
      setup_navlink: MANDATE_SETUP_NAVLINK,
    });
  }

  app.get(`${INSTA_CASH_ROOT}/mandate`, function mandate(request, reply) {
    const persona = personaOf(request);
    return reply.send(view(find.get(persona.user.id), ctx.now()));
  });

  app.post(`${INSTA_CASH_ROOT}/mandate`, function setUpMandate(request, reply) {
    const persona = personaOf(request);
    const key = requiredIdempotencyKeyOf(request, reply, 'A mandate');
    if (key === null) return reply;
    const userId = persona.user.id;
    const now = ctx.now();
    const outcome = runOnce(ctx.db, keys, { user: userId, key, body: {}, now }, () => {
      const data = lines.load(userId);
      if (data === null) return { status: 422, code: 'NOT_ELIGIBLE', message: INSTA_CASH_TEXT.notEligible };
      const row: MandateRow = {
        mandate_id: `mdt_${randomUUID()}`,
        bank_account_masked: data.withdrawals[0]?.row.bank_account_masked ?? 'XXXXXXXX0000',
        max_debit_paise: data.line.limit_paise,
        valid_until: addMonthsClamped(istDayOf(now), MANDATE_MONTHS),
        active_at: new Date(now.getTime() + SETTLE_AFTER_MS).toISOString(),
        updated_at: now.toISOString(),
      };
      upsert.run({ ...row, user_id: userId });
      return { status: 201, body: view(row, now) };
    });
    return sendOutcome(reply, outcome);
  });
}

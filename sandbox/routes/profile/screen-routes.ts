import type { FastifyInstance } from 'fastify';

import { activeScreenSchema, type ScreenId, userScreensSchema } from '@/api/schemas/profile';

import type { SandboxContext } from '../../context';
import { personaOf } from '../../http/auth';

type LinkedCounts = { deposit: number; equities: number; insurance: number; cards: number };

/** Both spellings of each path: the provider's (with the slash) and without. */
const USER_PATHS = ['/api/v1/screen/user/', '/api/v1/screen/user'] as const;
const ACTIVE_PATHS = ['/api/v1/screen/activeScreen/', '/api/v1/screen/activeScreen'] as const;

/** The areas a customer has: one per kind of linked account, instant cash with a line, news and alerts always. */
function screensOf(linked: LinkedCounts, hasCreditLine: boolean): ScreenId[] {
  const screens: ScreenId[] = [];
  if (linked.deposit > 0) screens.push('savings', 'banks');
  if (linked.equities > 0) screens.push('equity');
  if (linked.insurance > 0) screens.push('insurance');
  if (linked.cards > 0) screens.push('credit_cards');
  if (hasCreditLine) screens.push('insta_cash');
  screens.push('news', 'alerts');
  return screens;
}

/**
 * Screen endpoints of docs/product.md#the-calls: which areas the customer has, and where the app should land
 * them.
 */
export function registerScreenRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const counts = ctx.db.prepare<[string], LinkedCounts>(
    `SELECT COALESCE(SUM(fi_type = 'DEPOSIT'), 0) AS deposit,
            COALESCE(SUM(fi_type = 'EQUITIES'), 0) AS equities,
            COALESCE(SUM(fi_type = 'INSURANCE_POLICIES'), 0) AS insurance,
            COALESCE(SUM(fi_type = 'CREDIT_CARD'), 0) AS cards
     FROM fi_accounts WHERE user_id = ? AND linked = 1`,
  );
  const creditLine = ctx.db.prepare<[string], { id: string }>(
    'SELECT id FROM credit_lines WHERE user_id = ?',
  );
  const linkedOf = (userId: string): LinkedCounts =>
    counts.get(userId) ?? { deposit: 0, equities: 0, insurance: 0, cards: 0 };

  for (const path of USER_PATHS) {
    app.get(path, function userScreens(request, reply) {
      const persona = personaOf(request);
      const linked = linkedOf(persona.user.id);
      const hasCreditLine = creditLine.get(persona.user.id) !== undefined;
      return reply.send(
        userScreensSchema.parse({
          screens: screensOf(linked, hasCreditLine),
          linked: {
            savings_accounts: linked.deposit,
            demat_accounts: linked.equities,
            insurance_policies: linked.insurance,
            credit_cards: linked.cards,
          },
          has_credit_line: hasCreditLine,
        }),
      );
    });
  }

  for (const path of ACTIVE_PATHS) {
    app.get(path, function activeScreen(request, reply) {
      const persona = personaOf(request);
      const linked = linkedOf(persona.user.id);
      const any = linked.deposit + linked.equities + linked.insurance + linked.cards > 0;
      return reply.send(
        activeScreenSchema.parse(
          any
            ? { screen: 'home', reason: 'ACCOUNTS_LINKED' }
            : { screen: 'linking_intro', reason: 'NOTHING_LINKED' },
        ),
      );
    });
  }
}

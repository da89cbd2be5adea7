import type { FastifyInstance } from 'fastify';

import { userBasicSchema, type UserBasic } from '@/api/schemas/user';

import type { SandboxContext } from '../context';
import type { UserRow } from '../db/data-rows';
import type { Db } from '../db/database';
import { personaOf } from '../http/auth';
import type { Persona } from '../personas';
import { maskEmail, maskMobile } from './profile/profile-store';

/** The provider's path, with and without its trailing slash (clients send both). */
const USER_BASIC_PATHS = ['/ind-investment/api/v4/user/basic/', '/ind-investment/api/v4/user/basic'] as const;

type BasicFacts = Pick<UserRow, 'id' | 'name' | 'first_name' | 'mobile' | 'email' | 'pan'>;

/** `ABCPS1234F` → `XXXXX1234F`: the provider shows the last five characters only. */
function maskPan(pan: string): string {
  return `XXXXX${pan.slice(-5)}`;
}

/**
 * The customer as the provider describes them, from the `users` table (so a verified contact
 * change or a name edit shows here too). Before the world is seeded, what the persona says.
 */
function userBasicOf(db: Db, persona: Persona): UserBasic {
  const row = db
    .prepare<[string], BasicFacts>('SELECT id, name, first_name, mobile, email, pan FROM users WHERE id = ?')
    .get(persona.user.id);
  if (row === undefined) return persona.user;
  return {
    id: row.id,
    name: row.name,
    first_name: row.first_name,
    mobile_masked: maskMobile(row.mobile),
    email_masked: maskEmail(row.email),
    ...(row.pan === null ? {} : { pan_masked: maskPan(row.pan) }),
  };
}

/**
 * `GET /ind-investment/api/v4/user/basic/`: the customer the bearer token belongs to, or 401.
 * The answer goes through `userBasicSchema.parse` so the sandbox can never drift from the
 * contract the client validates against (a drift is a sandbox bug and fails loudly).
 */
export function registerUserBasicRoute(app: FastifyInstance, ctx: SandboxContext): void {
  for (const url of USER_BASIC_PATHS) {
    app.get(url, function userBasic(request, reply) {
      const persona = personaOf(request);
      return reply.send(userBasicSchema.parse(userBasicOf(ctx.db, persona)));
    });
  }
}

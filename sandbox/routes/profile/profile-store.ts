import type { EditableProfile } from '@/api/schemas/profile';

import type { UserRow } from '../../db/data-rows';
import type { Db } from '../../db/database';
import type { Persona } from '../../personas';

/** What the profile reads of a user. */
type ProfileFacts = Pick<UserRow, 'name' | 'first_name' | 'mobile' | 'email'>;

/** `9876543210` → `XXXXXX3210`. */
export function maskMobile(mobile: string): string {
  return `XXXXXX${mobile.slice(-4)}`;
}

/** `aarav.sharma@example.com` → `aa****@example.com` (the provider's style, as in user/basic). */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '****';
  return `${email.slice(0, Math.min(2, at))}****${email.slice(at)}`;
}

/** The first word of a name, for greetings. */
function firstNameOf(name: string): string {
  return name.trim().split(/\s+/)[0] ?? name;
}

/** The `users` row behind the caller: read, update name/email, update a verified contact. */
export function profileStore(db: Db) {
  const read = db.prepare<[string], ProfileFacts>(
    'SELECT name, first_name, mobile, email FROM users WHERE id = ?',
  );
  const setName = db.prepare<[string, string, string]>(
    'UPDATE users SET name = ?, first_name = ? WHERE id = ?',
  );
  const setEmail = db.prepare<[string, string]>('UPDATE users SET email = ? WHERE id = ?');
  const setMobile = db.prepare<[string, string]>('UPDATE users SET mobile = ? WHERE id = ?');
  const holder = db.prepare<[string, string, string], { id: string }>(
    'SELECT id FROM users WHERE (mobile = ? OR lower(email) = ?) AND id <> ? LIMIT 1',
  );

  return {
    row(userId: string): ProfileFacts | undefined {
      return read.get(userId);
    },
    /** The editable profile; before the world is seeded, what the persona itself says. */
    view(persona: Persona): EditableProfile {
      const row = read.get(persona.user.id);
      if (row === undefined) {
        const { name, first_name, email_masked, mobile_masked } = persona.user;
        return { name, first_name, email_masked, mobile_masked };
      }
      return {
        name: row.name,
        first_name: row.first_name,
        email_masked: maskEmail(row.email),
        mobile_masked: maskMobile(row.mobile),
      };
    },
    updateName(userId: string, name: string): void {
      setName.run(name, firstNameOf(name), userId);
    },
    updateContact(userId: string, type: 'mobile' | 'email', value: string): void {
      (type === 'mobile' ? setMobile : setEmail).run(value, userId);
    },
    /** True when another customer already uses this mobile number or email address. */
    usedByAnother(userId: string, value: string): boolean {
      return holder.get(value, value.toLowerCase(), userId) !== undefined;
    },
  };
}

/** The prepared queries of {@link profileStore}. */
export type ProfileStore = ReturnType<typeof profileStore>;

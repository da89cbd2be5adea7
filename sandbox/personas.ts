import type { UserBasic } from '@/api/schemas/user';

/** Bearer tokens the sandbox accepts, one per persona. */
export const PERSONA_TOKENS = ['demo', 'newbie', 'other'] as const;

/** One of {@link PERSONA_TOKENS}. */
export type PersonaToken = (typeof PERSONA_TOKENS)[number];

/** A sandbox customer: the token that signs in as them and what the provider says about them. */
export interface Persona {
  token: PersonaToken;
  /** One line for the sandbox login page, so a developer knows whom they are picking. */
  description: string;
  user: UserBasic;
}

const PERSONAS: readonly Persona[] = [
  {
    token: 'demo',
    description: 'Bank accounts, holdings, cards and a credit line already linked.',
    user: {
      id: 'usr_demo_0001',
      name: 'Aarav Sharma',
      first_name: 'Aarav',
      mobile_masked: 'XXXXXX3210',
      email_masked: 'aa****@example.com',
      pan_masked: 'XXXXX1234F',
    },
  },
  {
    token: 'newbie',
    description: 'A new customer with nothing linked yet.',
    user: {
      id: 'usr_newbie_0002',
      name: 'Priya Nair',
      first_name: 'Priya',
      mobile_masked: 'XXXXXX6780',
      email_masked: 'pr****@example.com',
      pan_masked: 'XXXXX4821K',
    },
  },
  {
    token: 'other',
    description: 'A different customer, to check that one user never sees another’s data.',
    user: {
      id: 'usr_other_0003',
      name: 'Rohan Mehta',
      first_name: 'Rohan',
      mobile_masked: 'XXXXXX6655',
      email_masked: 'ro****@example.com',
      pan_masked: 'XXXXX5678K',
    },
  },
];

// A Map, not an object literal, so tokens like `__proto__` or `toString` can never match.
const BY_TOKEN: ReadonlyMap<string, Persona> = new Map(PERSONAS.map((p) => [p.token, p]));

// The scheme is case-insensitive (RFC 9110 §11.1); the token is one run of non-space characters.
const BEARER = /^Bearer +(\S+) *$/i;

/** Every persona, in the order the login page lists them. */
export function allPersonas(): readonly Persona[] {
  return PERSONAS;
}

/** The persona a token signs in as, or null for an unknown token. */
export function personaForToken(token: string): Persona | null {
  return BY_TOKEN.get(token) ?? null;
}

/**
 * The persona an `Authorization` header signs in as: only `Bearer <token>` with a known token
 * counts; a missing header, another scheme or an empty or unknown token gives null.
 */
export function personaForAuthorization(header: string | undefined): Persona | null {
  const token = header === undefined ? undefined : BEARER.exec(header)?.[1];
  return token === undefined ? null : personaForToken(token);
}

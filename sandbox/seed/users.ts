/**
 * The three customers behind the persona tokens: what the provider knows about them in full
 * (the answers mask it). The mobile number is what AA discovery searches by.
 */
import { personaForToken } from '../personas';
import type { PersonaToken } from '../personas';
import type { SeedContext } from './context';

/** Contact and KYC facts the personas module does not carry. */
type Kyc = { mobile: string; email: string; pan: string | null; dob: string | null };

/**
 * Full KYC of each persona. DOB feeds the statement password and insurer discovery
 * (docs/product.md#discovery-and-linking).
 */
const PERSONA_KYC: Readonly<Record<PersonaToken, Kyc>> = {
  demo: { mobile: '9876543210', email: 'aarav.sharma@example.com', pan: 'ABCPS1234F', dob: '1991-04-18' },
  newbie: { mobile: '9123456780', email: 'priya.nair@example.com', pan: 'BNZPN4821K', dob: '1997-09-02' },
  other: { mobile: '9988776655', email: 'rohan.mehta@example.com', pan: 'CQRPM5678K', dob: '1988-12-07' },
};

/** The user row of a persona; throws if the token is unknown (a programming error in the seed). */
export function personaUser(token: PersonaToken): { id: string; name: string; firstName: string } {
  const persona = personaForToken(token);
  if (!persona) throw new Error(`unknown persona ${token}`);
  return { id: persona.user.id, name: persona.user.name, firstName: persona.user.first_name };
}

/** Inserts the three users. */
export function seedUsers(ctx: SeedContext): void {
  for (const token of ['demo', 'newbie', 'other'] as const) {
    const user = personaUser(token);
    const kyc = PERSONA_KYC[token];
    ctx.writer.insert('users', {
      id: user.id,
      token,
      name: user.name,
      first_name: user.firstName,
      mobile: kyc.mobile,
      email: kyc.email,
      pan: kyc.pan,
      dob: kyc.dob,
    });
  }
}

/**
 * What logout and a 401 clear in storage (docs/storage.md): the linking journey, the PAN and its key,
 * and the redirection data. Preferences stay (nothing personal in a selected tab), and so does the
 * telemetry outbox (its items are already scrubbed and must still leave).
 */
import { clearIdentity } from './repositories/identity';
import { clearLinking } from './repositories/linking';
import { clearRedirection } from './repositories/redirection';

/** Clears the personal tables. Never rejects (each repository logs its own failure). */
export async function clearPersonalData(): Promise<void> {
  await Promise.all([clearLinking(), clearIdentity(), clearRedirection()]);
}

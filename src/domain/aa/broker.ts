/**
 * The provider's own broking entity (docs/product.md#business-constants, "a private entity name constant"): a
 * demat account whose broker is anyone else is "another broker", and the equity tracking screen says so.
 */
const PRIVATE_ENTITY_NAME = 'Kosh Securities Private Limited';

function key(name: string): string {
  return name
    .toLowerCase()
    .replace(/\b(private|pvt|limited|ltd)\b/g, '')
    .replace(/[^a-z0-9]/g, '');
}

/** True when the broker is not the provider's own (a missing broker name counts as different). */
export function isDifferentBroker(brokerName: string | null | undefined): boolean {
  if (brokerName === null || brokerName === undefined || brokerName.trim() === '') return true;
  return key(brokerName) !== key(PRIVATE_ENTITY_NAME);
}

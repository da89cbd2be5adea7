/**
 * The owner key of an outbox row (src/session/rules/owner-key.ts): which customer's session a
 * user-events row belongs to, without keeping the token. The offline command queue uses the same
 * key.
 */
export { ownerKeyOf } from '@/session/rules/owner-key';

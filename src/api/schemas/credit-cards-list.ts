import { z } from 'zod/mini';

/**
 * The card list (`GET /cc-service/cards`) and the atoms the rest of the credit-card contract
 * (credit-cards.ts) builds on. Its own module because home's first screen reads this answer and
 * nothing else of the service: a first screen downloads only the schemas it parses.
 */

const paise = z.int();
export const nonNegativePaise = z.int().check(z.minimum(0));
export const isoDay = z.iso.date();

const cardNetworkSchema = z.enum(['VISA', 'MASTER_CARD', 'RUPAY', 'AMEX', 'OTHERS']);
export const statementStatusSchema = z.enum(['PAID', 'PARTIALLY_PAID', 'DUE', 'OVERDUE']);

/** One statement as the card list, the statements list and the unlock answer show it. */
export const cardStatementSchema = z.object({
  statement_id: z.string().check(z.minLength(1)),
  period_start: isoDay,
  period_end: isoDay,
  due_date: isoDay,
  total_due_paise: nonNegativePaise,
  min_due_paise: nonNegativePaise,
  paid_paise: nonNegativePaise,
  /** Total due less paid, never negative. */
  outstanding_paise: nonNegativePaise,
  status: statementStatusSchema,
  /** Days from today to the due date; negative once it has passed. */
  days_to_due: z.int(),
  /** The statement PDF is password-protected and not unlocked yet: its transactions are hidden. */
  locked: z.boolean(),
});
export type CardStatement = z.infer<typeof cardStatementSchema>;

/** One linked card on the "My Cards" tab. */
const creditCardSchema = z.object({
  card_id: z.string().check(z.minLength(1)),
  account_id: z.string(),
  issuer: z.string(),
  card_name: z.string(),
  network: cardNetworkSchema,
  /** e.g. `XXXX XXXX XXXX 1234`. */
  masked_number: z.string(),
  last4: z.string(),
  credit_limit_paise: nonNegativePaise,
  available_paise: paise,
  used_paise: nonNegativePaise,
  utilisation_bps: z.int().check(z.minimum(0)),
  /** How the issuer builds the statement password, e.g. "First 4 letters of your name + DDMM". */
  statement_password_hint: z.string(),
  /** The newest statement; null before the first one is generated. */
  current_statement: z.nullable(cardStatementSchema),
  /** Some statement of this card still waits for its password. */
  has_locked_statement: z.boolean(),
});
export type CreditCard = z.infer<typeof creditCardSchema>;

/** `GET /cc-service/cards`. */
export const creditCardsSchema = z.object({
  cards: z.array(creditCardSchema),
  total_limit_paise: nonNegativePaise,
  total_available_paise: paise,
  total_used_paise: nonNegativePaise,
  utilisation_bps: z.int().check(z.minimum(0)),
  /** Sum of what is left to pay on every card's current statement. */
  total_outstanding_paise: nonNegativePaise,
  /** No card is linked: show the linking prompt. */
  is_empty: z.boolean(),
});
export type CreditCards = z.infer<typeof creditCardsSchema>;

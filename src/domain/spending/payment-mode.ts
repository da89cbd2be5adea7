/**
 * Payment-mode buckets for the "payment" grouping of spending analytics (docs/product.md#payment-modes). The
 * AA `mode` enum (CASH/ATM/CARD/UPI/FT/OTHERS) is too coarse and often just `OTHERS` (Finvu's sample
 * marks even ATM withdrawals so), so the narration decides and the AA mode is only the fallback.
 */
export const PAYMENT_MODES = [
  'UPI',
  'CARD',
  'BANK_TRANSFER',
  'ATM_CASH',
  'AUTO_DEBIT',
  'CHEQUE',
  'OTHERS',
] as const;

/** One of {@link PAYMENT_MODES}. */
export type PaymentMode = (typeof PAYMENT_MODES)[number];

/** What a chart legend or a filter chip calls each bucket. */
export const PAYMENT_MODE_LABELS: Readonly<Record<PaymentMode, string>> = {
  UPI: 'UPI',
  CARD: 'Card',
  BANK_TRANSFER: 'Bank transfer',
  ATM_CASH: 'ATM & cash',
  AUTO_DEBIT: 'Auto-debit',
  CHEQUE: 'Cheque',
  OTHERS: 'Others',
};

/**
 * Narration keywords per bucket, in priority order (after NishantGhanate/ExpenseBoard's parser).
 * `CREDIT CARD` is deliberately absent: a savings-account line naming a credit card is a bill
 * payment, not a card spend.
 */
const KEYWORDS: readonly (readonly [string, PaymentMode])[] = [
  ['UPI', 'UPI'],
  ['NEFT|IMPS|RTGS', 'BANK_TRANSFER'],
  ['NACH|ACH|ECS', 'AUTO_DEBIT'],
  ['CHQ|CHEQUE|CLG', 'CHEQUE'],
  ['ATW|ATL|ATM|CASH', 'ATM_CASH'],
  ['POS|VISA|MASTERCARD|RUPAY|DEBIT CARD', 'CARD'],
];

// The channel a bank names first wins ("NEFT-…-UPI REFUND" is a transfer); otherwise the first
// bucket whose keyword appears anywhere as a whole word (SBI writes "TO TRANSFER-UPI/DR/…").
const LEADING = KEYWORDS.map(([words, mode]) => [new RegExp(`^(?:${words})\\b`), mode] as const);
const ANYWHERE = KEYWORDS.map(([words, mode]) => [new RegExp(`\\b(?:${words})\\b`), mode] as const);

const AA_MODES: ReadonlyMap<string, PaymentMode> = new Map([
  ['UPI', 'UPI'],
  ['CARD', 'CARD'],
  ['FT', 'BANK_TRANSFER'],
  ['ATM', 'ATM_CASH'],
  ['CASH', 'ATM_CASH'],
]);

/**
 * The payment-mode bucket of a bank transaction, from its narration (case-insensitive), falling
 * back on the AA `mode` when the narration names no channel, and on OTHERS after that.
 * "UPI/DR/4123…/SWIGGY/…" → UPI, "NACH-DR-HDFC MF SIP" → AUTO_DEBIT, "ATW-5123…" → ATM_CASH,
 * "CREDIT INTEREST" with mode FT → BANK_TRANSFER. Never throws.
 */
export function paymentModeFromNarration(narration: string, aaMode?: string): PaymentMode {
  const text = typeof narration === 'string' ? narration.trim().toUpperCase() : '';
  for (const [pattern, mode] of LEADING) if (pattern.test(text)) return mode;
  for (const [pattern, mode] of ANYWHERE) if (pattern.test(text)) return mode;
  const fallback = typeof aaMode === 'string' ? AA_MODES.get(aaMode.trim().toUpperCase()) : undefined;
  return fallback ?? 'OTHERS';
}

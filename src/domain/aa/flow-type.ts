/**
 * Every flow the linking journey knows (docs/product.md#flow-types): its copy, navlinks and analytics differ.
 */
export const FLOW_TYPES = [
  'savings',
  'equity',
  'insurance',
  'us_stocks',
  'fno',
  'credit_cards',
  'mutual_funds',
] as const;

/** One of {@link FLOW_TYPES}. */
export type FlowType = (typeof FLOW_TYPES)[number];

/**
 * The flows only the entry point can choose: the selected providers alone would say savings or equity
 * (a card issuer is a bank), so the journey names them when it starts a consent.
 */
export const ENTRY_CHOSEN_FLOWS: readonly FlowType[] = ['us_stocks', 'fno', 'credit_cards'];

/** The flows the selected providers alone can imply (US stocks and F&O are chosen by entry point). */
export type FipFlowType = Extract<FlowType, 'savings' | 'equity' | 'insurance' | 'mutual_funds'>;

/**
 * Codes the mutual-fund CAS upload answers with (docs/mutual-funds.md#a-mutual-fund-cas): every
 * statement's (src/domain/statements/, the same failures of the same kind of file as a demat CAS)
 * and the funds' own. The customer's words are the import screen's own (src/features/fund-import/),
 * so they load with that screen only.
 */
import { STATEMENT_ERROR_CODES } from '@/domain/statements/statement-refusals';

/** Error codes the fund CAS import answers with. */
export const FUND_CAS_ERROR_CODES = {
  ...STATEMENT_ERROR_CODES,
  /** A scheme whose ISIN Kosh's scheme master does not know: its NAV and tax class are unknown. */
  unknownScheme: 'CAS_UNKNOWN_SCHEME',
} as const;

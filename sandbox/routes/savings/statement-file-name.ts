import type { AccountStatement } from '@/api/schemas/aggregator-savings';

/** The file name the download suggests: `statement-XXXX4821-2024-04-01-2025-03-31.pdf`. */
export function statementFileName(statement: AccountStatement): string {
  const last4 = statement.account.masked_acc_number.slice(-4);
  return `statement-${last4}-${statement.from}-${statement.to}.pdf`;
}

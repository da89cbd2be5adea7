/**
 * A writer for the seed: INSERT statements are prepared once per table and column set and reused
 * for every row, so seeding thousands of rows stays fast.
 */
import type {
  BrokerRow,
  FiAccountRow,
  FipRow,
  HoldingRow,
  Price2018Row,
  TradeRow,
  TransactionRow,
  UserRow,
} from '../db/data-rows';
import type { FolioRow, FundNavRow, FundSchemeRow, FundTransactionRow } from '../db/data-rows-funds';
import type {
  AlertRow,
  CardStatementRow,
  CardTransactionRow,
  CreditCardRow,
  CreditLineRow,
  EmiDbRow,
  InsurancePolicyRow,
  NewsRow,
  RepaymentRow,
  WithdrawalRow,
} from '../db/data-rows-products';
import type { Db } from '../db/database';

type Value = string | number | null;

type Tables = {
  users: UserRow;
  fips: FipRow;
  fi_accounts: FiAccountRow;
  transactions: TransactionRow;
  brokers: BrokerRow;
  holdings: HoldingRow;
  trades: TradeRow;
  prices_2018: Price2018Row;
  credit_cards: CreditCardRow;
  card_statements: CardStatementRow;
  card_transactions: CardTransactionRow;
  insurance_policies: InsurancePolicyRow;
  credit_lines: CreditLineRow;
  withdrawals: WithdrawalRow;
  emis: EmiDbRow;
  repayments: RepaymentRow;
  news: NewsRow;
  alerts: AlertRow;
  mf_schemes: FundSchemeRow;
  mf_nav_history: FundNavRow;
  mf_folios: FolioRow;
  mf_transactions: FundTransactionRow;
};

/** Inserts rows of the world; one prepared statement per table and column set, reused. */
export type SeedWriter = {
  insert<T extends keyof Tables>(table: T, row: Tables[T]): void;
  /** Sets a deposit account's balance once its ledger is written (the account row comes first). */
  setBalance(accountId: string, balance: number): void;
};

/** A writer over `db`. Statements are prepared on first use, keyed by table and columns. */
export function createWriter(db: Db): SeedWriter {
  const statements = new Map<string, (row: Record<string, Value>) => void>();
  const balance = db.prepare<[number, string]>(
    'UPDATE fi_accounts SET current_balance_paise = ? WHERE id = ?',
  );
  return {
    setBalance(accountId, value) {
      balance.run(value, accountId);
    },
    insert(table, row) {
      const values = row as unknown as Record<string, Value>;
      const columns = Object.keys(values);
      const key = `${table}(${columns.join(',')})`;
      let run = statements.get(key);
      if (!run) {
        const statement = db.prepare<[Record<string, Value>]>(
          `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map((c) => `@${c}`).join(', ')})`,
        );
        run = (params) => {
          statement.run(params);
        };
        statements.set(key, run);
      }
      run(values);
    },
  };
}

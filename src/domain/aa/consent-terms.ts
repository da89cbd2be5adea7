import type { FlowType } from './flow-type';

/**
 * What the customer agrees to on the consent screen, in the ReBIT consent's own terms
 * (docs/product.md#consent-statuses) and in plain words: purpose 102 (spending patterns) for bank journeys,
 * 101 (wealth management) for holdings and insurance; read-only, periodic, for a year.
 */
export type ConsentTerms = {
  purposeCode: '101' | '102';
  purpose: string;
  /** What is read, in words. */
  dataShared: string;
  consentTypes: readonly ('PROFILE' | 'SUMMARY' | 'TRANSACTIONS')[];
  fiTypes: readonly string[];
  /** How far back the history goes. */
  historyMonths: number;
  /** How long the consent lasts. */
  validityMonths: number;
  /** Fetches allowed, in words. */
  frequency: string;
  /** How long Kosh may keep fetched data. */
  dataLife: string;
};

export function consentTerms(flow: FlowType): ConsentTerms {
  const common = { validityMonths: 12, frequency: 'Up to once a day', dataLife: '1 year' } as const;
  switch (flow) {
    case 'equity':
      return {
        ...common,
        purposeCode: '101',
        purpose: 'Wealth management: portfolio insights on your holdings',
        dataShared: 'Holdings, their value and your trades',
        consentTypes: ['PROFILE', 'SUMMARY', 'TRANSACTIONS'],
        fiTypes: ['EQUITIES', 'ETF'],
        historyMonths: 12,
      };
    case 'insurance':
      return {
        ...common,
        purposeCode: '101',
        purpose: 'Wealth management: your cover and premiums in one place',
        dataShared: 'Policy details, cover and premium dates',
        consentTypes: ['PROFILE', 'SUMMARY'],
        fiTypes: ['INSURANCE_POLICIES'],
        historyMonths: 12,
      };
    case 'fno':
    case 'us_stocks':
      return {
        ...common,
        validityMonths: 1,
        frequency: 'Once',
        purposeCode: '101',
        purpose: 'Income proof for trading eligibility',
        dataShared: 'Balance and transactions, or holdings',
        consentTypes: ['PROFILE', 'SUMMARY', 'TRANSACTIONS'],
        fiTypes: ['DEPOSIT', 'EQUITIES'],
        historyMonths: 6,
      };
    case 'credit_cards':
      return {
        ...common,
        purposeCode: '102',
        purpose: 'Spending insights: your card bills and where you spend',
        dataShared: 'Card limits, statements, due dates and transactions',
        consentTypes: ['PROFILE', 'SUMMARY', 'TRANSACTIONS'],
        fiTypes: ['CREDIT_CARD'],
        historyMonths: 6,
      };
    case 'savings':
      return {
        ...common,
        purposeCode: '102',
        purpose: 'Spending insights: where your money goes',
        dataShared: 'Balance, account details and transactions',
        consentTypes: ['PROFILE', 'SUMMARY', 'TRANSACTIONS'],
        fiTypes: ['DEPOSIT'],
        historyMonths: 12,
      };
  }
}

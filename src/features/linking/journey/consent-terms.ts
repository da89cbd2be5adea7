import type { FlowType } from '@/domain/aa/flow-type';
import { defineText, type Text } from '@/domain/text/message';

/**
 * What the customer agrees to on the consent screen, in the ReBIT consent's own terms
 * (docs/product.md#consent-statuses) and in plain words: purpose 102 (spending patterns) for bank journeys,
 * 101 (wealth management) for holdings and insurance; read-only, periodic, for a year.
 */
export type ConsentTerms = {
  purposeCode: '101' | '102';
  purpose: Text;
  /** What is read, in words. */
  dataShared: Text;
  consentTypes: readonly ('PROFILE' | 'SUMMARY' | 'TRANSACTIONS')[];
  fiTypes: readonly string[];
  /** How far back the history goes. */
  historyMonths: number;
  /** How long the consent lasts. */
  validityMonths: number;
  /** Fetches allowed: once, or at most once a day. */
  fetches: 'once' | 'daily';
  /** Fetches allowed, in words. */
  frequency: Text;
  /** How long Kosh may keep fetched data. */
  dataLife: Text;
};

const UP_TO_DAILY = defineText({
  id: 'linking.consentTerms.frequencyDaily',
  defaultMessage: 'Up to once a day',
});
const ONCE = defineText({ id: 'linking.consentTerms.frequencyOnce', defaultMessage: 'Once' });
const ONE_YEAR = defineText({ id: 'linking.consentTerms.dataLifeYear', defaultMessage: '1 year' });

export function consentTerms(flow: FlowType): ConsentTerms {
  const common = {
    validityMonths: 12,
    fetches: 'daily',
    frequency: UP_TO_DAILY,
    dataLife: ONE_YEAR,
  } as const;
  switch (flow) {
    case 'equity':
      return {
        ...common,
        purposeCode: '101',
        purpose: defineText({
          id: 'linking.consentTerms.purposeEquity',
          defaultMessage: 'Wealth management: portfolio insights on your holdings',
        }),
        dataShared: defineText({
          id: 'linking.consentTerms.dataEquity',
          defaultMessage: 'Holdings, their value and your trades, and any mutual fund units held in demat',
        }),
        consentTypes: ['PROFILE', 'SUMMARY', 'TRANSACTIONS'],
        // A demat account can hold fund units too; the depository reports them as MUTUAL_FUNDS.
        fiTypes: ['EQUITIES', 'ETF', 'MUTUAL_FUNDS'],
        historyMonths: 12,
      };
    case 'insurance':
      return {
        ...common,
        purposeCode: '101',
        purpose: defineText({
          id: 'linking.consentTerms.purposeInsurance',
          defaultMessage: 'Wealth management: your cover and premiums in one place',
        }),
        dataShared: defineText({
          id: 'linking.consentTerms.dataInsurance',
          defaultMessage: 'Policy details, cover and premium dates',
        }),
        consentTypes: ['PROFILE', 'SUMMARY'],
        fiTypes: ['INSURANCE_POLICIES'],
        historyMonths: 12,
      };
    case 'mutual_funds':
      return {
        ...common,
        purposeCode: '101',
        purpose: defineText({
          id: 'linking.consentTerms.purposeMutualFunds',
          defaultMessage: 'Wealth management: the value, gains and SIPs of your mutual funds',
        }),
        dataShared: defineText({
          id: 'linking.consentTerms.dataMutualFunds',
          defaultMessage: 'Your folios, their units and every purchase, SIP and redemption',
        }),
        consentTypes: ['PROFILE', 'SUMMARY', 'TRANSACTIONS'],
        fiTypes: ['MUTUAL_FUNDS'],
        // Gains and XIRR need every purchase since a folio opened, not the last year's alone.
        historyMonths: 120,
      };
    case 'fno':
    case 'us_stocks':
      return {
        ...common,
        validityMonths: 1,
        fetches: 'once',
        frequency: ONCE,
        purposeCode: '101',
        purpose: defineText({
          id: 'linking.consentTerms.purposeIncomeProof',
          defaultMessage: 'Income proof for trading eligibility',
        }),
        dataShared: defineText({
          id: 'linking.consentTerms.dataIncomeProof',
          defaultMessage: 'Balance and transactions, or holdings',
        }),
        consentTypes: ['PROFILE', 'SUMMARY', 'TRANSACTIONS'],
        fiTypes: ['DEPOSIT', 'EQUITIES'],
        historyMonths: 6,
      };
    case 'credit_cards':
      return {
        ...common,
        purposeCode: '102',
        purpose: defineText({
          id: 'linking.consentTerms.purposeCards',
          defaultMessage: 'Spending insights: your card bills and where you spend',
        }),
        dataShared: defineText({
          id: 'linking.consentTerms.dataCards',
          defaultMessage: 'Card limits, statements, due dates and transactions',
        }),
        consentTypes: ['PROFILE', 'SUMMARY', 'TRANSACTIONS'],
        fiTypes: ['CREDIT_CARD'],
        historyMonths: 6,
      };
    case 'savings':
      return {
        ...common,
        purposeCode: '102',
        purpose: defineText({
          id: 'linking.consentTerms.purposeSavings',
          defaultMessage: 'Spending insights: where your money goes',
        }),
        dataShared: defineText({
          id: 'linking.consentTerms.dataSavings',
          defaultMessage: 'Balance, account details and transactions',
        }),
        consentTypes: ['PROFILE', 'SUMMARY', 'TRANSACTIONS'],
        fiTypes: ['DEPOSIT'],
        historyMonths: 12,
      };
  }
}

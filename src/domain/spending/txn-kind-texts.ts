import { defineText, type Text } from '@/domain/text/message';

import type { PaymentMode } from './payment-mode';
import type { RecurringKind } from './recurring';

/**
 * What a transaction is, in the catalogues: its payment mode and, for a recurring one, its kind.
 * The English label tables next to each code stay for the gateway and its CSV/PDF, which are
 * English files.
 */

export const PAYMENT_MODE_TEXTS: Readonly<Record<PaymentMode, Text>> = {
  UPI: defineText({ id: 'savings.paymentMode.upi', defaultMessage: 'UPI' }),
  CARD: defineText({ id: 'savings.paymentMode.card', defaultMessage: 'Card' }),
  BANK_TRANSFER: defineText({ id: 'savings.paymentMode.bankTransfer', defaultMessage: 'Bank transfer' }),
  ATM_CASH: defineText({ id: 'savings.paymentMode.atmCash', defaultMessage: 'ATM & cash' }),
  AUTO_DEBIT: defineText({ id: 'savings.paymentMode.autoDebit', defaultMessage: 'Auto-debit' }),
  CHEQUE: defineText({ id: 'savings.paymentMode.cheque', defaultMessage: 'Cheque' }),
  OTHERS: defineText({ id: 'savings.paymentMode.others', defaultMessage: 'Others' }),
};

export const RECURRING_KIND_TEXTS: Readonly<Record<RecurringKind, Text>> = {
  SALARY: defineText({ id: 'savings.recurring.salary', defaultMessage: 'Salary' }),
  OTHER_INCOME: defineText({ id: 'savings.recurring.otherIncome', defaultMessage: 'Fixed income' }),
  RENT: defineText({ id: 'savings.recurring.rent', defaultMessage: 'Rent' }),
  EMI: defineText({ id: 'savings.recurring.emi', defaultMessage: 'EMI' }),
  SIP: defineText({ id: 'savings.recurring.sip', defaultMessage: 'SIP' }),
  INSURANCE: defineText({ id: 'savings.recurring.insurance', defaultMessage: 'Insurance premium' }),
  SUBSCRIPTION: defineText({ id: 'savings.recurring.subscription', defaultMessage: 'Subscription' }),
  UTILITY: defineText({ id: 'savings.recurring.utility', defaultMessage: 'Bill' }),
  OTHER_EXPENSE: defineText({ id: 'savings.recurring.otherExpense', defaultMessage: 'Fixed expense' }),
};

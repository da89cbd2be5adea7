import { defineText, type Text } from '@/domain/text/message';

import { TOTAL_BUDGET } from './budget-pace';
import { INCOME_CATEGORY, type TransactionCategory } from './categories';

/**
 * What a screen calls each category. The English names are the categories themselves (the API and
 * the stored rules carry them), so the English display is the value; other languages word them
 * here, the same in lists, filters, charts and budgets.
 */
const CATEGORY_TEXTS: Readonly<Record<TransactionCategory | typeof TOTAL_BUDGET, Text>> = {
  'Food & Dining': defineText({ id: 'savings.category.foodDining', defaultMessage: 'Food & Dining' }),
  Groceries: defineText({ id: 'savings.category.groceries', defaultMessage: 'Groceries' }),
  Shopping: defineText({ id: 'savings.category.shopping', defaultMessage: 'Shopping' }),
  Travel: defineText({ id: 'savings.category.travel', defaultMessage: 'Travel' }),
  'Transport & Fuel': defineText({
    id: 'savings.category.transportFuel',
    defaultMessage: 'Transport & Fuel',
  }),
  'Bills & Utilities': defineText({
    id: 'savings.category.billsUtilities',
    defaultMessage: 'Bills & Utilities',
  }),
  'Rent & Housing': defineText({ id: 'savings.category.rentHousing', defaultMessage: 'Rent & Housing' }),
  'EMI & Loans': defineText({ id: 'savings.category.emiLoans', defaultMessage: 'EMI & Loans' }),
  Investments: defineText({ id: 'savings.category.investments', defaultMessage: 'Investments' }),
  Insurance: defineText({ id: 'savings.category.insurance', defaultMessage: 'Insurance' }),
  'Health & Medical': defineText({
    id: 'savings.category.healthMedical',
    defaultMessage: 'Health & Medical',
  }),
  Education: defineText({ id: 'savings.category.education', defaultMessage: 'Education' }),
  'Entertainment & Subscriptions': defineText({
    id: 'savings.category.entertainment',
    defaultMessage: 'Entertainment & Subscriptions',
  }),
  'Personal care': defineText({ id: 'savings.category.personalCare', defaultMessage: 'Personal care' }),
  Transfers: defineText({ id: 'savings.category.transfers', defaultMessage: 'Transfers' }),
  'Cash withdrawal': defineText({ id: 'savings.category.cashWithdrawal', defaultMessage: 'Cash withdrawal' }),
  'Fees & charges': defineText({ id: 'savings.category.feesCharges', defaultMessage: 'Fees & charges' }),
  Others: defineText({ id: 'savings.category.others', defaultMessage: 'Others' }),
  [INCOME_CATEGORY]: defineText({ id: 'savings.category.income', defaultMessage: 'Income' }),
  [TOTAL_BUDGET]: defineText({ id: 'savings.category.allSpending', defaultMessage: 'All spending' }),
};

/** The display text of a category (or the all-spending budget); null for a name we do not know. */
export function categoryText(name: string): Text | null {
  return Object.hasOwn(CATEGORY_TEXTS, name) ? CATEGORY_TEXTS[name as keyof typeof CATEGORY_TEXTS] : null;
}

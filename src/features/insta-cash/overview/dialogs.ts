/** The overview's dialogs: the repayment and autopay dialogs load when opened, not with the overview. */
import { lazyNamed } from '@/components/layout/lazy-part';
import type { RepaymentKind } from '@/domain/loans/repayment-quote';

export const MandateDialog = lazyNamed(
  () => import('@/features/insta-cash/autopay/mandate-dialog'),
  'MandateDialog',
);
export const RepayDialog = lazyNamed(() => import('@/features/insta-cash/repay/repay-dialog'), 'RepayDialog');

/** What `?repay=` names: the repayment the dialog opens on. */
export const REPAY_KINDS: Readonly<Record<string, RepaymentKind>> = {
  overdue: 'OVERDUE',
  next: 'NEXT_EMI',
  prepay: 'PREPAY',
  foreclose: 'FORECLOSE',
};

import AccountBalanceWallet from '@mui/icons-material/AccountBalanceWallet';
import CreditCard from '@mui/icons-material/CreditCard';
import EventRepeat from '@mui/icons-material/EventRepeat';
import HealthAndSafetyOutlined from '@mui/icons-material/HealthAndSafetyOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import NotificationsNone from '@mui/icons-material/NotificationsNone';
import ReportProblem from '@mui/icons-material/ReportProblem';
import ShowChart from '@mui/icons-material/ShowChart';
import VerifiedUser from '@mui/icons-material/VerifiedUser';

/** How an alert kind looks: its icon and whether it is a warning (red) or news (neutral). */
export type AlertLook = { Icon: typeof NotificationsNone; tone: 'error' | 'warning' | 'primary' | 'success' };

const LOOKS: Record<string, AlertLook> = {
  EMI_OVERDUE: { Icon: ReportProblem, tone: 'error' },
  EMI_BOUNCED: { Icon: ReportProblem, tone: 'error' },
  EMI_DUE: { Icon: EventRepeat, tone: 'warning' },
  EMI_PAID: { Icon: EventRepeat, tone: 'success' },
  BILL_DUE: { Icon: CreditCard, tone: 'warning' },
  STATEMENT_GENERATED: { Icon: CreditCard, tone: 'primary' },
  STATEMENT_LOCKED: { Icon: LockOutlined, tone: 'primary' },
  PRICE_MOVE: { Icon: ShowChart, tone: 'primary' },
  CONSENT_EXPIRY: { Icon: VerifiedUser, tone: 'warning' },
  LOW_BALANCE: { Icon: AccountBalanceWallet, tone: 'warning' },
  PREMIUM_DUE: { Icon: HealthAndSafetyOutlined, tone: 'warning' },
  LARGE_DEBIT: { Icon: AccountBalanceWallet, tone: 'error' },
  SALARY_CREDITED: { Icon: AccountBalanceWallet, tone: 'success' },
  INSURANCE_TRACKING: { Icon: VerifiedUser, tone: 'primary' },
};

/** The look of `kind`; a kind this build does not know yet gets a plain bell. */
export function alertLook(kind: string): AlertLook {
  return LOOKS[kind] ?? { Icon: NotificationsNone, tone: 'primary' };
}

import AccountBalance from '@mui/icons-material/AccountBalance';
import AccountBalanceWallet from '@mui/icons-material/AccountBalanceWallet';
import Bolt from '@mui/icons-material/Bolt';
import CreditCard from '@mui/icons-material/CreditCard';
import Newspaper from '@mui/icons-material/Newspaper';
import NotificationsActive from '@mui/icons-material/NotificationsActive';
import ShowChart from '@mui/icons-material/ShowChart';

import { APP_PATHS } from '@/domain/navigation/app-paths';

/** The customer's areas, in the order the home screen offers them. Each is a lazy route. */
export type Area = {
  path: string;
  title: string;
  /** One line on the home card: what the customer finds there. */
  summary: string;
  /** Any @mui/icons-material icon (they share one component type). */
  Icon: typeof AccountBalance;
  /** Accent for the icon tile, from the theme palette. */
  tone: 'primary' | 'secondary' | 'success' | 'warning' | 'info' | 'error';
};

export const AREAS: readonly Area[] = [
  {
    path: APP_PATHS.savings,
    title: 'Savings',
    summary: 'Balances, transactions and where your money goes',
    Icon: AccountBalanceWallet,
    tone: 'primary',
  },
  {
    path: APP_PATHS.banks,
    title: 'Banks',
    summary: 'Every linked bank account in one view',
    Icon: AccountBalance,
    tone: 'info',
  },
  {
    path: APP_PATHS.equity,
    title: 'Equity',
    summary: 'Holdings by broker, stock, market cap and sector',
    Icon: ShowChart,
    tone: 'success',
  },
  {
    path: APP_PATHS.creditCards,
    title: 'Credit cards',
    summary: 'Statements, spends and bill payments',
    Icon: CreditCard,
    tone: 'secondary',
  },
  {
    path: APP_PATHS.instaCash,
    title: 'Instant cash',
    summary: 'Your credit line, withdrawals and EMI schedule',
    Icon: Bolt,
    tone: 'warning',
  },
  {
    path: APP_PATHS.news,
    title: 'News',
    summary: 'Live news on Indian stocks, mutual funds and US stocks',
    Icon: Newspaper,
    tone: 'info',
  },
  {
    path: APP_PATHS.alerts,
    title: 'Alerts',
    summary: 'Important updates on your accounts',
    Icon: NotificationsActive,
    tone: 'error',
  },
];

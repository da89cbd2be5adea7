import AccountBalance from '@mui/icons-material/AccountBalance';
import AccountBalanceWallet from '@mui/icons-material/AccountBalanceWallet';
import Bolt from '@mui/icons-material/Bolt';
import CreditCard from '@mui/icons-material/CreditCard';
import Newspaper from '@mui/icons-material/Newspaper';
import NotificationsActive from '@mui/icons-material/NotificationsActive';
import PieChart from '@mui/icons-material/PieChart';
import ShowChart from '@mui/icons-material/ShowChart';
import { defineMessages, type MessageDescriptor } from 'react-intl';

import { APP_PATHS } from '@/domain/navigation/app-paths';

/** The customer's areas, in the order the home screen offers them. Each is a lazy route. */
export type Area = {
  path: string;
  title: MessageDescriptor;
  /** One line on the home card: what the customer finds there. */
  summary: MessageDescriptor;
  /** Any @mui/icons-material icon (they share one component type). */
  Icon: typeof AccountBalance;
  /** Accent for the icon tile, from the theme palette. */
  tone: 'primary' | 'secondary' | 'success' | 'warning' | 'info' | 'error';
};

const WORDS = defineMessages({
  savingsTitle: { id: 'app.areas.savings.title', defaultMessage: 'Savings' },
  savingsSummary: {
    id: 'app.areas.savings.summary',
    defaultMessage: 'Balances, transactions and where your money goes',
  },
  banksTitle: { id: 'app.areas.banks.title', defaultMessage: 'Banks' },
  banksSummary: { id: 'app.areas.banks.summary', defaultMessage: 'Every linked bank account in one view' },
  equityTitle: { id: 'app.areas.equity.title', defaultMessage: 'Equity' },
  equitySummary: {
    id: 'app.areas.equity.summary',
    defaultMessage: 'Holdings by broker, stock, market cap and sector',
  },
  mutualFundsTitle: { id: 'app.areas.mutualFunds.title', defaultMessage: 'Mutual funds' },
  mutualFundsSummary: {
    id: 'app.areas.mutualFunds.summary',
    defaultMessage: 'SIPs and returns of every fund',
  },
  creditCardsTitle: { id: 'app.areas.creditCards.title', defaultMessage: 'Credit cards' },
  creditCardsSummary: {
    id: 'app.areas.creditCards.summary',
    defaultMessage: 'Statements, spends and bill payments',
  },
  instaCashTitle: { id: 'app.areas.instaCash.title', defaultMessage: 'Instant cash' },
  instaCashSummary: {
    id: 'app.areas.instaCash.summary',
    defaultMessage: 'Your credit line, withdrawals and EMI schedule',
  },
  newsTitle: { id: 'app.areas.news.title', defaultMessage: 'News' },
  newsSummary: {
    id: 'app.areas.news.summary',
    defaultMessage: 'Live news on Indian stocks, mutual funds and US stocks',
  },
  alertsTitle: { id: 'app.areas.alerts.title', defaultMessage: 'Alerts' },
  alertsSummary: { id: 'app.areas.alerts.summary', defaultMessage: 'Important updates on your accounts' },
});

export const AREAS: readonly Area[] = [
  {
    path: APP_PATHS.savings,
    title: WORDS.savingsTitle,
    summary: WORDS.savingsSummary,
    Icon: AccountBalanceWallet,
    tone: 'primary',
  },
  {
    path: APP_PATHS.banks,
    title: WORDS.banksTitle,
    summary: WORDS.banksSummary,
    Icon: AccountBalance,
    tone: 'info',
  },
  {
    path: APP_PATHS.equity,
    title: WORDS.equityTitle,
    summary: WORDS.equitySummary,
    Icon: ShowChart,
    tone: 'success',
  },
  {
    path: APP_PATHS.mutualFunds,
    title: WORDS.mutualFundsTitle,
    summary: WORDS.mutualFundsSummary,
    Icon: PieChart,
    tone: 'primary',
  },
  {
    path: APP_PATHS.creditCards,
    title: WORDS.creditCardsTitle,
    summary: WORDS.creditCardsSummary,
    Icon: CreditCard,
    tone: 'secondary',
  },
  {
    path: APP_PATHS.instaCash,
    title: WORDS.instaCashTitle,
    summary: WORDS.instaCashSummary,
    Icon: Bolt,
    tone: 'warning',
  },
  {
    path: APP_PATHS.news,
    title: WORDS.newsTitle,
    summary: WORDS.newsSummary,
    Icon: Newspaper,
    tone: 'info',
  },
  {
    path: APP_PATHS.alerts,
    title: WORDS.alertsTitle,
    summary: WORDS.alertsSummary,
    Icon: NotificationsActive,
    tone: 'error',
  },
];

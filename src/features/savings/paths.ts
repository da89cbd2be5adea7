import { APP_PATHS } from '@/domain/navigation/app-paths';

/** The Savings area's screens, relative to its mount (the route table and routes.tsx share them). */
export const SAVINGS_SCREENS = {
  home: '',
  plan: APP_PATHS.savingsPlan.slice(APP_PATHS.savings.length + 1),
} as const;

/** The prefs key of the Savings screen (docs/storage.md: selected tab per screen, selected pill). */
export const SAVINGS_SCREEN = 'savings';

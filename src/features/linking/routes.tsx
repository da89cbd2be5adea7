import { Navigate, Route, Routes } from 'react-router-dom';

import { BankListScreen } from './screens/bank-list';
import { BankOtpScreen } from './screens/bank-otp';
import { ConsentScreen } from './screens/consent';
import { DiscoveryLoaderScreen } from './screens/discovery-loader';
import { EditMobileScreen } from './screens/edit-mobile';
import { FinalStatusScreen } from './screens/final-status';
import { FinvuOtpScreen } from './screens/finvu-otp';
import { IntroScreen } from './screens/intro';
import { MissingAccountScreen } from './screens/missing-account';
import { TutorialScreen } from './screens/tutorial';
import { UnsupportedBanksScreen } from './screens/unsupported-banks';
import { BankTrackingScreen } from './tracking/bank-tracking';
import { EquityTrackingScreen } from './tracking/equity-tracking';
import { InsuranceListScreen } from './tracking/insurance-list';

/** Screens under `/account-aggregator/` (docs/linking.md lists them with their page names). */
const SCREENS: readonly [path: string, element: React.ReactElement][] = [
  ['onboarding', <IntroScreen />],
  // The sandbox's (and provider's) sales-page and empty-state navlinks name the intro explicitly.
  ['onboarding/intro', <IntroScreen />],
  ['onboarding/bank-list', <BankListScreen />],
  ['onboarding/unsupported-banks', <UnsupportedBanksScreen />],
  ['onboarding/tutorial', <TutorialScreen />],
  ['onboarding/enter-secondary-mobile', <EditMobileScreen />],
  ['onboarding/finvu-otp', <FinvuOtpScreen />],
  ['onboarding/discovery', <DiscoveryLoaderScreen />],
  ['onboarding/bank-otp', <BankOtpScreen />],
  ['onboarding/consent', <ConsentScreen />],
  ['onboarding/final-status', <FinalStatusScreen />],
  ['onboarding/missing-account', <MissingAccountScreen />],
  ['insurance', <InsuranceListScreen />],
  ['equity-tracking', <EquityTrackingScreen />],
  ['bank-tracking', <BankTrackingScreen />],
];

/**
 * The account-aggregator linking flow (lazy-loaded by src/app/router.tsx at `account-aggregator/*`).
 * Internal navigation pushes `<path>/client` (SPEC §2) and shows `<path>`: both open the same screen.
 */
export function Component() {
  return (
    <Routes>
      {SCREENS.flatMap(([path, element]) => [
        <Route key={path} path={path} element={element} />,
        <Route key={`${path}/client`} path={`${path}/client`} element={element} />,
      ])}
      <Route path="*" element={<Navigate to="/account-aggregator/onboarding" replace />} />
    </Routes>
  );
}

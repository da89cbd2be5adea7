import { Navigate, Route, Routes } from 'react-router-dom';

import { LINKING_SCREENS, type LinkingScreen } from './paths';
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
import { CardTrackingScreen } from './tracking/card-tracking';
import { EquityTrackingScreen } from './tracking/equity-tracking';
import { InsuranceListScreen } from './tracking/insurance-list';
import { InsurancePolicyScreen } from './tracking/insurance-policy';

/**
 * Screens under `/account-aggregator/` (docs/linking.md lists them with their page names). Keyed by
 * the paths module, so a screen with no path, or a path with no screen, does not compile.
 */
const ELEMENTS: Record<LinkingScreen, React.ReactElement> = {
  intro: <IntroScreen />,
  introExplicit: <IntroScreen />,
  bankList: <BankListScreen />,
  unsupportedBanks: <UnsupportedBanksScreen />,
  tutorial: <TutorialScreen />,
  editMobile: <EditMobileScreen />,
  finvuOtp: <FinvuOtpScreen />,
  discovery: <DiscoveryLoaderScreen />,
  bankOtp: <BankOtpScreen />,
  consent: <ConsentScreen />,
  finalStatus: <FinalStatusScreen />,
  missingAccount: <MissingAccountScreen />,
  insurance: <InsuranceListScreen />,
  insurancePolicy: <InsurancePolicyScreen />,
  equityTracking: <EquityTrackingScreen />,
  bankTracking: <BankTrackingScreen />,
  cardTracking: <CardTrackingScreen />,
};
const SCREENS = (Object.keys(LINKING_SCREENS) as LinkingScreen[]).map(
  (screen) => [LINKING_SCREENS[screen].path, ELEMENTS[screen]] as const,
);

/**
 * The account-aggregator linking flow (lazy-loaded by src/app/router.tsx at `account-aggregator/*`).
 * Internal navigation pushes `<path>/client` (docs/product.md#internal-navigation) and shows `<path>`: both
 * open the same screen.
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

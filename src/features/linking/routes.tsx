import { Navigate, Route, Routes } from 'react-router-dom';

import { LazyPart, lazyNamed } from '@/components/layout/lazy-part';

import { LINKING_SCREENS, type LinkingScreen } from './paths';
import { IntroScreen } from './screens/intro';

// The intro is the first screen; each later step loads when the flow reaches it.
const BankListScreen = lazyNamed(() => import('./screens/bank-list'), 'BankListScreen');
const BankOtpScreen = lazyNamed(() => import('./screens/bank-otp'), 'BankOtpScreen');
const ConsentScreen = lazyNamed(() => import('./screens/consent'), 'ConsentScreen');
const DiscoveryLoaderScreen = lazyNamed(() => import('./screens/discovery-loader'), 'DiscoveryLoaderScreen');
const EditMobileScreen = lazyNamed(() => import('./screens/edit-mobile'), 'EditMobileScreen');
const FinalStatusScreen = lazyNamed(() => import('./screens/final-status'), 'FinalStatusScreen');
const FinvuOtpScreen = lazyNamed(() => import('./screens/finvu-otp'), 'FinvuOtpScreen');
const MissingAccountScreen = lazyNamed(() => import('./screens/missing-account'), 'MissingAccountScreen');
const TutorialScreen = lazyNamed(() => import('./screens/tutorial'), 'TutorialScreen');
const UnsupportedBanksScreen = lazyNamed(
  () => import('./screens/unsupported-banks'),
  'UnsupportedBanksScreen',
);
const BankTrackingScreen = lazyNamed(() => import('./tracking/bank-tracking'), 'BankTrackingScreen');
const CardTrackingScreen = lazyNamed(() => import('./tracking/card-tracking'), 'CardTrackingScreen');
const FundTrackingScreen = lazyNamed(() => import('./tracking/fund-tracking'), 'FundTrackingScreen');
const EquityTrackingScreen = lazyNamed(() => import('./tracking/equity-tracking'), 'EquityTrackingScreen');
const InsuranceListScreen = lazyNamed(() => import('./tracking/insurance-list'), 'InsuranceListScreen');
const InsurancePolicyScreen = lazyNamed(() => import('./tracking/insurance-policy'), 'InsurancePolicyScreen');

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
  fundTracking: <FundTrackingScreen />,
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
        <Route key={path} path={path} element={<LazyPart>{element}</LazyPart>} />,
        <Route key={`${path}/client`} path={`${path}/client`} element={<LazyPart>{element}</LazyPart>} />,
      ])}
      <Route path="*" element={<Navigate to="/account-aggregator/onboarding" replace />} />
    </Routes>
  );
}

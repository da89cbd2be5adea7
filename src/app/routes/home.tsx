import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

import { BRAND_NAME } from '@/app/brand-name';
import { useDataReady } from '@/app/data-layer';
import { InstallEntry } from '@/app/pwa/install-entry';
import { withWords } from '@/i18n/words';
import { isSignedIn } from '@/session/auth-token';

import { greetingText } from './greeting-words';

const loadHomeAccount = () => import('./home-account');
const loadHomeAreas = () => import('./home-areas');
// Under the fold on a phone: the areas' cards and the trust note come in a chunk of their own.
const HomeAreas = lazy(() => loadHomeAreas().then((m) => ({ default: m.HomeAreas })));
const TrustNote = lazy(() => loadHomeAreas().then((m) => ({ default: m.TrustNote })));
const HomeAccount = lazy(() => loadHomeAccount().then((m) => ({ default: m.HomeAccount })));
// The dashboard is the home feature's: its words come with it.
const loadHomeDashboard = withWords('home', () => import('./home-dashboard'));
const HomeDashboard = lazy(() => loadHomeDashboard().then((m) => ({ default: m.HomeDashboard })));

/** Home: who is signed in, their net worth and what is due, and their areas as entry points. */
export function Component() {
  useEffect(() => {
    if (isSignedIn()) void loadHomeDashboard();
    void loadHomeAreas();
  }, []);
  return (
    <>
      <Greeting />
      {isSignedIn() && <DashboardSlot />}
      <Box component="section" aria-labelledby="areas-heading" sx={{ mt: 3 }}>
        <Typography
          id="areas-heading"
          variant="overline"
          component="h2"
          color="textSecondary"
          sx={{ letterSpacing: '0.08em' }}
        >
          <FormattedMessage id="app.home.areasHeading" defaultMessage="Your money" />
        </Typography>
        <Suspense fallback={<AreasPlaceholder />}>
          <HomeAreas />
        </Suspense>
      </Box>
      <Suspense fallback={null}>
        <TrustNote />
      </Suspense>
      <InstallEntry />
    </>
  );
}

function Greeting() {
  const intl = useIntl();
  const greeting = greetingText(new Date().getHours(), intl);
  // The island needs the data layer, which the layout mounts once its chunk has arrived.
  const dataReady = useDataReady();
  // Fetch the island's chunk alongside the data layer's, not after it: no waterfall to the name.
  useEffect(() => {
    void loadHomeAccount();
  }, []);
  const withoutName = (
    <>
      <Typography variant="h1">{greeting}</Typography>
      <Tagline />
      {/* The room of the island's "Your profile" button (a small button is 30.75 px tall). */}
      {isSignedIn() && <Box aria-hidden sx={{ mt: 2, height: 30.75 }} />}
    </>
  );
  return (
    <Box
      component="header"
      sx={{
        // The brand band: white on deep green in both colour schemes (contrast ≥ 7:1).
        color: '#ffffff',
        background: 'linear-gradient(135deg, #0b3d2e 0%, #14563f 60%, #1f6f54 100%)',
        borderRadius: '20px',
        px: { xs: 2.5, sm: 4 },
        py: { xs: 3, sm: 4 },
        '& .MuiTypography-root': { color: 'inherit' },
      }}
    >
      <Typography
        variant="h3"
        component="p"
        sx={{ fontWeight: 800, mb: 1.5, '&&': { color: 'secondary.main' } }}
        aria-hidden
        translate="no"
      >
        {BRAND_NAME}
      </Typography>
      {/* The stand-in is the island minus the name and the button, so nothing moves when it arrives. */}
      {dataReady ? (
        <Suspense fallback={withoutName}>
          <HomeAccount greeting={greeting} tagline={<Tagline />} />
        </Suspense>
      ) : (
        withoutName
      )}
    </Box>
  );
}

/**
 * What the dashboard island looks like before its chunk arrives: the "Net worth" heading where it
 * will be, and the room the figure, its breakdown and the chart will take, so nothing moves. The
 * heights are the loaded cards' at 390 and 800 px wide; a part added to the breakdown adds a row
 * (45 px on a phone) here too.
 */
/**
 * The dashboard reads through the data layer, which the layout starts once its chunk has arrived.
 * Only this slot follows that: the rest of home is not drawn again when the data layer arrives.
 */
function DashboardSlot() {
  const dataReady = useDataReady();
  return dataReady ? (
    <Suspense fallback={<DashboardPlaceholder />}>
      <HomeDashboard />
    </Suspense>
  ) : (
    <DashboardPlaceholder />
  );
}

function DashboardPlaceholder() {
  return (
    <Box sx={{ mt: 2, display: 'grid', gap: 2 }} aria-busy="true">
      <Card sx={{ p: { xs: 2.5, sm: 3 } }}>
        <Typography variant="overline" component="h2" color="textSecondary">
          <FormattedMessage id="common.netWorth" defaultMessage="Net worth" />
        </Typography>
        <Block height={44} width="70%" />
        {/* The change line, the assets and the liabilities, one column on a phone (measured). */}
        <Block height={{ xs: 306, sm: 178 }} sx={{ mt: 3 }} />
      </Card>
      <Block height={{ xs: 310, sm: 318 }} />
    </Box>
  );
}

/** A grey block where content will be (MUI's Skeleton would add ~1 KB to the entry chunk). */
function Block({
  height,
  width = '100%',
  sx,
}: {
  height: number | { xs: number; sm: number };
  width?: string;
  sx?: object;
}) {
  return <Box aria-hidden sx={{ height, width, borderRadius: 1, bgcolor: 'action.hover', ...sx }} />;
}

function Tagline() {
  return (
    <Typography sx={{ mt: 0.5, opacity: 0.85 }}>
      <FormattedMessage
        id="app.home.tagline"
        defaultMessage="Your accounts, investments and credit, in one place."
      />
    </Typography>
  );
}

/**
 * The room the areas' cards take while their chunk is on its way, so nothing below them moves:
 * eight cards 76 px tall, 12 px apart, in one column on a phone, two from 600 px, three from 900.
 */
function AreasPlaceholder() {
  return <Box aria-hidden sx={{ mt: 1, minHeight: { xs: 692, sm: 340, md: 252 } }} />;
}

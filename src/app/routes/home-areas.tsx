/**
 * Home below the dashboard: the areas as entry points, and why linking is safe. Under the fold on
 * a phone, so a chunk of its own, fetched as home mounts alongside the dashboard's: no first
 * screenful waits for their icons and cards.
 */
import ChevronRight from '@mui/icons-material/ChevronRight';
import VerifiedUser from '@mui/icons-material/VerifiedUser';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';

import { AREAS, type Area } from '@/app/areas';

export function HomeAreas() {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        mt: 1,
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
      }}
    >
      {AREAS.map((area) => (
        <li key={area.path}>
          <AreaCard area={area} />
        </li>
      ))}
    </Box>
  );
}

/** Why linking is safe, said once where every journey starts. */
export function TrustNote() {
  return (
    <Box sx={{ mt: 3, display: 'flex', gap: 1.5, alignItems: 'flex-start', color: 'text.secondary' }}>
      <VerifiedUser fontSize="small" aria-hidden sx={{ mt: 0.25, color: 'primary.main' }} />
      <Typography variant="body2">
        <FormattedMessage
          id="app.home.trustNote"
          defaultMessage="Accounts are linked through RBI-regulated account aggregators, only with your consent. Kosh can read your statements but can never move your money, and you can revoke consent at any time."
        />
      </Typography>
    </Box>
  );
}

/**
 * The whole card is the link. A plain link shaded on hover and press, not MUI's CardActionArea: its
 * ripple machinery (ButtonBase, about 4 KB gzip) would weigh on the entry for this one use.
 */
const areaLinkSx = {
  height: '100%',
  p: 2,
  display: 'flex',
  alignItems: 'center',
  gap: 2,
  color: 'inherit',
  textDecoration: 'none',
  borderRadius: 'inherit',
  transition: 'background-color 150ms',
  '&:hover': { bgcolor: 'action.hover' },
  '&:active': { bgcolor: 'action.selected' },
  '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 },
} as const;

function AreaCard({ area: { path, title, summary, Icon, tone } }: { area: Area }) {
  return (
    <Card sx={{ height: '100%' }}>
      <Box component={RouterLink} to={path} sx={areaLinkSx}>
        <Box
          aria-hidden
          sx={{
            flexShrink: 0,
            width: 44,
            height: 44,
            borderRadius: 3,
            display: 'grid',
            placeItems: 'center',
            color: `${tone}.main`,
            bgcolor: (theme) => `color-mix(in srgb, ${theme.palette[tone].main} 14%, transparent)`,
          }}
        >
          <Icon />
        </Box>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="h3" component="h3">
            <FormattedMessage {...title} />
          </Typography>
          <Typography variant="body2" color="textSecondary">
            <FormattedMessage {...summary} />
          </Typography>
        </Box>
        <ChevronRight aria-hidden sx={{ color: 'text.secondary' }} />
      </Box>
    </Card>
  );
}

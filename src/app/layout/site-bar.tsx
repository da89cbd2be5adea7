import Close from '@mui/icons-material/Close';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import Menu from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link as RouterLink, useLocation } from 'react-router-dom';

import { AREAS } from '@/app/areas';
import { BRAND_NAME } from '@/app/brand-name';

const SIDE_BAR_WIDTH = 248;

/**
 * The provider's site navigation (docs/product.md#app-shell): a side bar on wide screens, a header with a
 * menu on phones.
 */
export function SiteBar({ wide }: { wide: boolean }) {
  const [open, setOpen] = useState(false);
  const intl = useIntl();
  const siteLabel = intl.formatMessage({ id: 'app.siteBar.label', defaultMessage: 'Site' });
  if (wide) {
    return (
      <Box
        component="nav"
        aria-label={siteLabel}
        sx={{
          width: SIDE_BAR_WIDTH,
          flexShrink: 0,
          borderRight: 1,
          borderColor: 'divider',
          bgcolor: 'background.paper',
        }}
      >
        <Box sx={{ position: 'sticky', top: 0 }}>
          <Brand />
          <SiteLinks />
        </Box>
      </Box>
    );
  }
  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Toolbar>
        <IconButton
          edge="start"
          aria-label={intl.formatMessage({ id: 'app.siteBar.openMenu', defaultMessage: 'Open site menu' })}
          aria-haspopup="dialog"
          onClick={() => setOpen(true)}
        >
          <Menu />
        </IconButton>
        <Brand />
      </Toolbar>
      <Drawer open={open} onClose={() => setOpen(false)}>
        <Box component="nav" aria-label={siteLabel} sx={{ width: SIDE_BAR_WIDTH }}>
          <Box sx={{ display: 'flex', alignItems: 'center' }}>
            <Brand />
            <IconButton
              aria-label={intl.formatMessage({
                id: 'app.siteBar.closeMenu',
                defaultMessage: 'Close site menu',
              })}
              onClick={() => setOpen(false)}
              sx={{ ml: 'auto', mr: 1 }}
            >
              <Close />
            </IconButton>
          </Box>
          <SiteLinks onNavigate={() => setOpen(false)} />
        </Box>
      </Drawer>
    </AppBar>
  );
}

function Brand() {
  return (
    <Typography
      component={RouterLink}
      to="/"
      variant="h3"
      sx={{ display: 'block', px: 2, py: 2, color: 'primary.main', textDecoration: 'none', fontWeight: 800 }}
    >
      <span translate="no">{BRAND_NAME}</span>
    </Typography>
  );
}

function SiteLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { pathname } = useLocation();
  return (
    <List dense>
      <ListItemButton
        component={RouterLink}
        to="/"
        selected={pathname === '/'}
        aria-current={pathname === '/' ? 'page' : undefined}
        onClick={onNavigate}
      >
        <ListItemIcon sx={{ minWidth: 40 }}>
          <HomeOutlined fontSize="small" />
        </ListItemIcon>
        <ListItemText primary={<FormattedMessage id="common.home" defaultMessage="Home" />} />
      </ListItemButton>
      {AREAS.map(({ path, title, Icon }) => (
        <ListItemButton
          key={path}
          component={RouterLink}
          to={path}
          selected={pathname.startsWith(path)}
          aria-current={pathname.startsWith(path) ? 'page' : undefined}
          onClick={onNavigate}
        >
          <ListItemIcon sx={{ minWidth: 40 }}>
            <Icon fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={<FormattedMessage {...title} />} />
        </ListItemButton>
      ))}
    </List>
  );
}

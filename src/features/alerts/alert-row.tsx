import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';

import type { Alert } from '@/api/schemas/alerts';
import { visuallyHidden } from '@/components/a11y/visually-hidden';
import { useFollowNavlink } from '@/components/navigation/use-follow-navlink';
import { useFormat } from '@/i18n/use-format';

import { alertLook } from './alert-look';

/**
 * One alert. Unread ones are bold with a dot (and say "Unread" to screen readers). Opening marks it
 * read and, when it leads somewhere, follows its navlink through the one executor: an app path is
 * pushed, a goals or insurance journey goes where the goals rules say (the main site's goals page
 * when framed by it, the launch URL in the apps).
 */
export function AlertRow({
  alert,
  now,
  onOpen,
}: {
  alert: Alert;
  now: number;
  onOpen: (id: string) => void;
}) {
  const intl = useIntl();
  const format = useFormat();
  // Said before an unread alert's title, then a space.
  const unreadPrefix = `${intl.formatMessage({ id: 'alerts.row.unread', defaultMessage: 'Unread:' })} `;
  const follow = useFollowNavlink();
  const { Icon, tone } = alertLook(alert.kind);
  const open = () => {
    if (!alert.read) onOpen(alert.alert_id);
    if (alert.navlink !== null) follow(alert.navlink);
  };
  return (
    <Card
      component="article"
      aria-labelledby={`alert-${alert.alert_id}`}
      sx={{ bgcolor: alert.read ? 'background.paper' : 'rgba(11,61,46,0.04)' }}
    >
      <CardActionArea onClick={open} sx={{ p: 1.75, display: 'flex', alignItems: 'flex-start', gap: 1.5 }}>
        <Box
          aria-hidden
          sx={{
            width: 36,
            height: 36,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            flexShrink: 0,
            color: `${tone}.main`,
            bgcolor: 'action.hover',
          }}
        >
          <Icon fontSize="small" />
        </Box>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
            <Typography
              id={`alert-${alert.alert_id}`}
              component="h2"
              sx={{ flex: 1, fontSize: '0.95rem', lineHeight: 1.35, fontWeight: alert.read ? 500 : 750 }}
            >
              {!alert.read && (
                <Box component="span" sx={visuallyHidden}>
                  {unreadPrefix}
                </Box>
              )}
              {alert.title}
            </Typography>
            {!alert.read && (
              <Box
                aria-hidden
                data-testid="unread-dot"
                sx={{
                  width: 8,
                  height: 8,
                  borderRadius: '50%',
                  bgcolor: 'error.main',
                  flexShrink: 0,
                  mt: 0.75,
                }}
              />
            )}
          </Box>
          <Typography variant="body2" color="textSecondary" sx={{ mt: 0.25 }}>
            {alert.body}
          </Typography>
          <Typography variant="caption" color="textSecondary" component="p" sx={{ mt: 0.5 }}>
            <time dateTime={alert.created_at}>{format.relative(alert.created_at, now)}</time>
          </Typography>
        </Box>
      </CardActionArea>
    </Card>
  );
}

/**
 * `/debug/telemetry`: what the outbox holds right now, per channel, and the dead letters (records
 * the sink refused for good, and records dropped after seven days), for a developer or support.
 * A lazy route: it costs the app nothing until opened.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useState } from 'react';

import { OUTBOX_CHANNELS } from '@/api/telemetry-delivery';
import {
  outboxStats,
  recentDeadLetters,
  type DeadLetterRow,
  type OutboxStats,
} from '@/api/telemetry-delivery';
import { PageHeader } from '@/components/layout/page-header';
import { isPersistent } from '@/storage/backend';

type Snapshot = { stats: OutboxStats; dead: DeadLetterRow[]; persistent: boolean };

const REFRESH_MS = 2000;
const numeric = { fontVariantNumeric: 'tabular-nums' } as const;

export function Component() {
  const [snapshot, setSnapshot] = useState<Snapshot | null>(null);
  const refresh = useCallback(async () => {
    const [stats, dead] = await Promise.all([outboxStats(), recentDeadLetters(20)]);
    setSnapshot({ stats, dead, persistent: isPersistent() });
  }, []);
  useEffect(() => {
    const first = setTimeout(() => void refresh(), 0);
    const timer = setInterval(() => void refresh(), REFRESH_MS);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [refresh]);

  return (
    <Box>
      <PageHeader
        title="Telemetry"
        action={
          <Button size="small" onClick={() => void refresh()}>
            Refresh
          </Button>
        }
      />
      {snapshot === null ? (
        <Skeleton variant="rounded" height={240} aria-label="Loading telemetry" />
      ) : (
        <Overview snapshot={snapshot} />
      )}
    </Box>
  );
}

function Overview({ snapshot }: { snapshot: Snapshot }) {
  const { stats, dead, persistent } = snapshot;
  const expired = stats.deadByReason['expired'] ?? 0;
  const refused = Object.values(stats.dead).reduce((sum, n) => sum + n, 0) - expired;
  return (
    <>
      {!persistent && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          IndexedDB is unavailable: telemetry waits in memory for this session.
        </Alert>
      )}
      <Typography variant="body2" sx={{ mb: 2, ...numeric }}>
        {refused} refused by the sink · {expired} dropped after 7 days
      </Typography>
      <Table size="small" aria-label="Outbox by channel">
        <TableHead>
          <TableRow>
            <TableCell component="th">Channel</TableCell>
            <TableCell align="right">Waiting</TableCell>
            <TableCell align="right">Dead letters</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {OUTBOX_CHANNELS.map((channel) => (
            <TableRow key={channel}>
              <TableCell component="th" scope="row">
                {channel}
              </TableCell>
              <TableCell align="right" sx={numeric}>
                {stats.pending[channel] ?? 0}
              </TableCell>
              <TableCell align="right" sx={numeric}>
                {stats.dead[channel] ?? 0}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Typography variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
        Latest dead letters
      </Typography>
      {dead.length === 0 ? (
        <Typography color="text.secondary">
          None. Every record so far was accepted or is still waiting.
        </Typography>
      ) : (
        <Table size="small" aria-label="Latest dead letters">
          <TableHead>
            <TableRow>
              <TableCell>When</TableCell>
              <TableCell>Channel</TableCell>
              <TableCell>Reason</TableCell>
              <TableCell align="right">Attempts</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {dead.map((row) => (
              <TableRow key={row.id}>
                <TableCell sx={numeric}>{new Date(row.failedAt).toLocaleString('en-IN')}</TableCell>
                <TableCell>{row.channel}</TableCell>
                <TableCell>{row.reason}</TableCell>
                <TableCell align="right" sx={numeric}>
                  {row.attempts}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </>
  );
}

/**
 * `/debug/telemetry`: what the outbox holds right now, per channel, and the dead letters (records
 * the sink refused for good, and records dropped after seven days), for a developer or support.
 * A lazy route: it costs the app nothing until opened.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { defineMessages, FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';

import { Skeleton } from '@/components/feedback/skeleton';
import { PageHeader } from '@/components/layout/page-header';
import { useFormat } from '@/i18n/use-format';
import { isPersistent } from '@/storage/backend';

import { outboxStats, recentDeadLetters, type DeadLetterRow, type OutboxStats } from './delivery';
import { OUTBOX_CHANNELS } from './delivery';

type Snapshot = { stats: OutboxStats; dead: DeadLetterRow[]; persistent: boolean };

const REFRESH_MS = 2000;
/** The browser database's own name, the same in every language. */
const BROWSER_STORE = 'IndexedDB';
const numeric = { fontVariantNumeric: 'tabular-nums' } as const;

/** Heads of the columns that hold names and reasons. */
const NAME_HEADS = defineMessages({
  channel: { id: 'debug.telemetry.channel', defaultMessage: 'Channel' },
  when: { id: 'debug.telemetry.when', defaultMessage: 'When' },
  reason: { id: 'debug.telemetry.reason', defaultMessage: 'Reason' },
});
type Column = { head: MessageDescriptor; align?: 'right' };
/** Heads of the columns that hold counts; they sit on the right, over their numbers. */
const COUNT_HEADS = defineMessages({
  waiting: { id: 'debug.telemetry.waiting', defaultMessage: 'Waiting' },
  deadLetters: { id: 'debug.telemetry.deadLetters', defaultMessage: 'Dead letters' },
  attempts: { id: 'debug.telemetry.attempts', defaultMessage: 'Attempts' },
});
const OUTBOX_COLUMNS: readonly Column[] = [
  { head: NAME_HEADS.channel },
  { head: COUNT_HEADS.waiting, align: 'right' },
  { head: COUNT_HEADS.deadLetters, align: 'right' },
];
const DEAD_COLUMNS: readonly Column[] = [
  { head: NAME_HEADS.when },
  { head: NAME_HEADS.channel },
  { head: NAME_HEADS.reason },
  { head: COUNT_HEADS.attempts, align: 'right' },
];
/** The tables' names; the dead letters' is also their section's heading. */
const TABLE_NAMES = defineMessages({
  outbox: { id: 'debug.telemetry.outboxTable', defaultMessage: 'Outbox by channel' },
  latestDead: { id: 'debug.telemetry.latestDead', defaultMessage: 'Latest dead letters' },
});

export function Component() {
  const intl = useIntl();
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
        title={intl.formatMessage({ id: 'debug.telemetry.title', defaultMessage: 'Telemetry' })}
        action={
          <Button size="small" onClick={() => void refresh()}>
            <FormattedMessage id="debug.telemetry.refresh" defaultMessage="Refresh" />
          </Button>
        }
      />
      {snapshot === null ? (
        <Skeleton
          variant="rounded"
          height={240}
          aria-label={intl.formatMessage({
            id: 'debug.telemetry.loading',
            defaultMessage: 'Loading telemetry',
          })}
        />
      ) : (
        <Overview snapshot={snapshot} />
      )}
    </Box>
  );
}

function Overview({ snapshot }: { snapshot: Snapshot }) {
  const { stats, dead, persistent } = snapshot;
  const intl = useIntl();
  const { count, dateTime } = useFormat();
  const expired = stats.deadByReason['expired'] ?? 0;
  const refused = Object.values(stats.dead).reduce((sum, n) => sum + n, 0) - expired;
  const latestDead = intl.formatMessage(TABLE_NAMES.latestDead);
  return (
    <>
      {!persistent && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          <FormattedMessage
            id="debug.telemetry.notPersistent"
            defaultMessage="{store} is unavailable: telemetry waits in memory for this session."
            values={{ store: <span translate="no">{BROWSER_STORE}</span> }}
          />
        </Alert>
      )}
      <Typography variant="body2" sx={{ mb: 2, ...numeric }}>
        <FormattedMessage
          id="debug.telemetry.deadSummary"
          defaultMessage="{refused} refused by the sink · {expired} dropped after 7 days"
          values={{ refused: count(refused), expired: count(expired) }}
        />
      </Typography>
      <DebugTable label={intl.formatMessage(TABLE_NAMES.outbox)} columns={OUTBOX_COLUMNS}>
        {OUTBOX_CHANNELS.map((channel) => (
          <TableRow key={channel}>
            {/* Channel names are the sink's identifiers, the same in every language. */}
            <TableCell component="th" scope="row" translate="no">
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
      </DebugTable>
      <Typography variant="h6" component="h2" sx={{ mt: 3, mb: 1 }}>
        {latestDead}
      </Typography>
      {dead.length === 0 ? (
        <Typography color="textSecondary">
          <FormattedMessage
            id="debug.telemetry.noneDead"
            defaultMessage="None. Every record so far was accepted or is still waiting."
          />
        </Typography>
      ) : (
        <DebugTable label={latestDead} columns={DEAD_COLUMNS}>
          {dead.map((row) => (
            <TableRow key={row.id}>
              <TableCell sx={numeric}>{dateTime(new Date(row.failedAt).toISOString())}</TableCell>
              {/* The channel and the sink's reason are identifiers, left as recorded. */}
              <TableCell translate="no">{row.channel}</TableCell>
              <TableCell translate="no">{row.reason}</TableCell>
              <TableCell align="right" sx={numeric}>
                {row.attempts}
              </TableCell>
            </TableRow>
          ))}
        </DebugTable>
      )}
    </>
  );
}

/** The view's tables: small, named, one row of column heads over the rows. */
function DebugTable({
  label,
  columns,
  children,
}: {
  label: string;
  columns: readonly Column[];
  children: ReactNode;
}) {
  return (
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow>
          {columns.map((column) => (
            <TableCell key={column.head.id} align={column.align}>
              <FormattedMessage {...column.head} />
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>{children}</TableBody>
    </Table>
  );
}

import { useEffect, useState, type ReactNode } from 'react';

import { PageLoading } from '@/app/layout/page-loading';
import { currentPlatform } from '@/native/platform';
import { inTrustedHost, type SessionStart } from '@/session/start-session';

import type * as ArrivalChunk from './arrival-chunk';

type Chunk = typeof ArrivalChunk;
type Ask = { chunk: Chunk; token: string; currentName: string | null; incomingName: string | null };
type GateState = { kind: 'ready' } | { kind: 'busy' } | ({ kind: 'ask' } & Ask);

// Once per page load (StrictMode runs effects twice).
let resolving: Promise<GateState> | null = null;

function resolveOnce(start: SessionStart): Promise<GateState> {
  if (start.kind === 'ready') return Promise.resolve({ kind: 'ready' });
  resolving ??= import('./arrival-chunk').then(async (chunk) => {
    const resolution = await chunk.resolveArrival(start.plan, inTrustedHost(currentPlatform()));
    return resolution.kind === 'ask' ? { ...resolution, chunk } : resolution;
  });
  return resolving;
}

/**
 * Nothing of the app renders until the session of this page load is settled: a token that arrived
 * for another customer is checked, the previous customer's data purged (or, in a plain browser,
 * the person asked first). The common case (no token in the URL, or the same one) renders at once.
 */
export function SessionGate({ start, children }: { start: SessionStart; children: ReactNode }) {
  const [state, setState] = useState<GateState>(start.kind === 'ready' ? start : { kind: 'busy' });
  useEffect(() => {
    if (start.kind === 'ready') return;
    let live = true;
    void resolveOnce(start).then(
      (next) => live && setState(next),
      // The chunk could not load (offline, no worker): stay with the current session, untouched.
      () => live && setState({ kind: 'ready' }),
    );
    return () => {
      live = false;
    };
  }, [start]);

  if (state.kind === 'ready') return children;
  if (state.kind === 'busy') return <PageLoading />;
  const { SwitchAccountDialog, changeCustomer } = state.chunk;
  return (
    <SwitchAccountDialog
      currentName={state.currentName}
      incomingName={state.incomingName}
      onStay={() => setState({ kind: 'ready' })}
      onSwitch={async () => {
        await changeCustomer(state.token);
        setState({ kind: 'ready' });
      }}
    />
  );
}

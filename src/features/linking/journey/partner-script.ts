/**
 * The AA partner's client (the "finvu script" of docs/product.md#shared-client-state): the partner steps live
 * in their own chunk, loaded when a screen needs the partner. `finvuScriptStatus` in the shared state
 * (starting as `loading`) follows the load, so screens show a loader, then the step, or an error with Retry.
 */
import { useCallback, useEffect } from 'react';

import { emit } from '@/events/bus';
import { useAppState } from '@/events/state/use-app-state';
import { withLaterWords } from '@/i18n/words';

import type * as PartnerClient from './partner-client';

export type PartnerClientModule = typeof PartnerClient;
export type ScriptStatus = 'loading' | 'ready' | 'error';

let loaded: Promise<PartnerClientModule> | null = null;

function setStatus(status: ScriptStatus): void {
  emit('state/linking-script-status-changed', { finvuScriptStatus: status });
}

/** Loads the partner client once per page; a failed load can be tried again. */
export function loadPartnerClient(
  // With the words of the screens it serves (its failures are shown to the customer).
  importer: () => Promise<PartnerClientModule> = withLaterWords(() => import('./partner-client')),
) {
  if (loaded === null) {
    setStatus('loading');
    loaded = importer().then(
      (module) => {
        setStatus('ready');
        return module;
      },
      (error: unknown) => {
        loaded = null;
        setStatus('error');
        throw error;
      },
    );
  }
  return loaded;
}

/** The partner script's status, and a retry for its error state. */
export function usePartnerScript(): { status: ScriptStatus; retry: () => void } {
  const status = useAppState((state) => state.finvuScriptStatus);
  useEffect(() => {
    loadPartnerClient().catch(() => undefined);
  }, []);
  const retry = useCallback(() => {
    loadPartnerClient().catch(() => undefined);
  }, []);
  return { status, retry };
}

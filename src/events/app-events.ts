/**
 * The typed catalogue of everything that happens in the client (DESIGN.md §3). Each entry maps an
 * event name to its payload; the bus stamps id, timestamp and session id on top.
 * Later issues add their events here (api_called, user-events, health, beacons, …).
 */
import type { AppState, Toast } from './state/app-state';

export type AppEventPayloads = {
  // Shared client state actions (SPEC §4)
  'state/headers-updated': { headers: Record<string, string> };
  'state/app-headers-updated': { appHeaders: Record<string, string> };
  'state/selected-broker-changed': { selectedIndex: number };
  'state/order-status-changed': { orderStatus: string | null };
  'state/terminsurance-merged': { terminsurance: Record<string, unknown> };
  'state/linking-script-status-changed': { finvuScriptStatus: AppState['finvuScriptStatus'] };
  'state/linking-identity-set': { finvuPhoneNumber: string | null; finvuHandleId: string | null };
  'state/insurance-data-merged': { insuranceData: Record<string, unknown> };
  'state/profile-request-id-set': { profileRequestId: string | null };
  'state/global-merged': { patch: Partial<Omit<AppState, 'toasts'>> };
  'state/landing-url-set': { landingUrl: string | null };
  'state/native-headers-set': { nativeHeaders: Record<string, string> };
  'state/app-type-set': { appTypeName: string | null };
  'state/url-changed': { url: string };
  // Toast banner (SPEC §4)
  'toast/added': { toast: Toast };
  'toast/shown': { id: string };
  'toast/removed': { id: string };
};

export type AppEventName = keyof AppEventPayloads;

/** One event as it travels on the bus. */
export type AppEvent = {
  [N in AppEventName]: {
    /** UUIDv7: sortable by time, and the sink de-duplicates on it. */
    id: string;
    name: N;
    /** Epoch milliseconds. */
    ts: number;
    sessionId: string;
    payload: AppEventPayloads[N];
  };
}[AppEventName];

export type AppEventOf<N extends AppEventName> = Extract<AppEvent, { name: N }>;

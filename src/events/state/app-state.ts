/**
 * The shared client state of docs/product.md#shared-client-state, as a pure reducer over bus events
 * (docs/product.md#shared-client-state, actions). No RxJS or React here: the store folds the bus through
 * `reduceAppState`.
 */
import type { AppEvent } from '../app-events';

export type ToastType = 'success' | 'warning' | 'error';

export type Toast = { id: string; type: ToastType; message: string };

export type AppState = {
  url: string;
  headers: Record<string, string>;
  /** Index of the selected broker. */
  selectedIndex: number;
  orderStatus: string | null;
  appHeaders: Record<string, string>;
  terminsurance: Record<string, unknown>;
  /** Load status of the account-aggregator partner's script. */
  finvuScriptStatus: 'loading' | 'ready' | 'error';
  finvuPhoneNumber: string | null;
  finvuHandleId: string | null;
  insuranceData: Record<string, unknown>;
  profileRequestId: string | null;
  landingUrl: string | null;
  nativeHeaders: Record<string, string>;
  appTypeName: string | null;
  /** The signed-in customer's id (docs/product.md#the-customer, user basic data), null until known. */
  userId: string | null;
  /** The toast queue: the banner shows the first one. */
  toasts: readonly Toast[];
  /** Id of the toast on screen now, if any. */
  shownToastId: string | null;
};

export const initialAppState: AppState = {
  url: '',
  headers: {},
  selectedIndex: 0,
  orderStatus: null,
  appHeaders: {},
  terminsurance: {},
  finvuScriptStatus: 'loading',
  finvuPhoneNumber: null,
  finvuHandleId: null,
  insuranceData: {},
  profileRequestId: null,
  landingUrl: null,
  nativeHeaders: {},
  appTypeName: null,
  userId: null,
  toasts: [],
  shownToastId: null,
};

/** Applies one event; events that are not state actions leave the state untouched (same object). */
export function reduceAppState(state: AppState, event: AppEvent): AppState {
  switch (event.name) {
    case 'state/headers-updated':
      return { ...state, headers: event.payload.headers };
    case 'state/app-headers-updated':
      return { ...state, appHeaders: event.payload.appHeaders };
    case 'state/selected-broker-changed':
      return { ...state, selectedIndex: event.payload.selectedIndex };
    case 'state/order-status-changed':
      return { ...state, orderStatus: event.payload.orderStatus };
    case 'state/terminsurance-merged':
      return { ...state, terminsurance: { ...state.terminsurance, ...event.payload.terminsurance } };
    case 'state/linking-script-status-changed':
      return { ...state, finvuScriptStatus: event.payload.finvuScriptStatus };
    case 'state/linking-identity-set':
      return {
        ...state,
        finvuPhoneNumber: event.payload.finvuPhoneNumber,
        finvuHandleId: event.payload.finvuHandleId,
      };
    case 'state/insurance-data-merged':
      return { ...state, insuranceData: { ...state.insuranceData, ...event.payload.insuranceData } };
    case 'state/profile-request-id-set':
      return { ...state, profileRequestId: event.payload.profileRequestId };
    case 'state/global-merged':
      return { ...state, ...event.payload.patch };
    case 'state/landing-url-set':
      return { ...state, landingUrl: event.payload.landingUrl };
    case 'state/native-headers-set':
      return { ...state, nativeHeaders: event.payload.nativeHeaders };
    case 'state/app-type-set':
      return { ...state, appTypeName: event.payload.appTypeName };
    case 'state/url-changed':
      return { ...state, url: event.payload.url };
    case 'state/user-id-set':
      return state.userId === event.payload.userId ? state : { ...state, userId: event.payload.userId };
    case 'toast/added':
      // A toast id already queued is not queued twice (a double emit must not show it twice).
      return state.toasts.some((t) => t.id === event.payload.toast.id)
        ? state
        : { ...state, toasts: [...state.toasts, event.payload.toast] };
    case 'toast/shown':
      return { ...state, shownToastId: event.payload.id };
    case 'toast/removed':
      return {
        ...state,
        toasts: state.toasts.filter((t) => t.id !== event.payload.id),
        shownToastId: state.shownToastId === event.payload.id ? null : state.shownToastId,
      };
    default:
      return state;
  }
}

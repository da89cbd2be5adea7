/**
 * The shared client state of docs/product.md#shared-client-state, as a pure reducer over bus events
 * (docs/product.md#shared-client-state, actions). No RxJS or React here: the store folds the bus through
 * `reduceAppState`.
 */
import type { AppEvent } from '@/events/app-events';

export type ToastType = 'success' | 'warning' | 'error';

export type Toast = { id: string; type: ToastType; message: string };

/**
 * Only what the app reads: the partner script's status, the customer, the toast queue. The rest of
 * the provider's list of fields (headers, landing URL, app type, broker index, insurance data…)
 * had no reader and was dropped (docs/decisions/0010-shared-state-and-constants.md).
 */
export type AppState = {
  /** Load status of the account-aggregator partner's script. */
  finvuScriptStatus: 'loading' | 'ready' | 'error';
  /** The signed-in customer's id (docs/product.md#the-customer, user basic data), null until known. */
  userId: string | null;
  /** The toast queue: the banner shows the first one. */
  toasts: readonly Toast[];
  /** Id of the toast on screen now, if any. */
  shownToastId: string | null;
};

export const initialAppState: AppState = {
  finvuScriptStatus: 'loading',
  userId: null,
  toasts: [],
  shownToastId: null,
};

/** Applies one event; events that are not state actions leave the state untouched (same object). */
export function reduceAppState(state: AppState, event: AppEvent): AppState {
  switch (event.name) {
    case 'state/linking-script-status-changed':
      return { ...state, finvuScriptStatus: event.payload.finvuScriptStatus };
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

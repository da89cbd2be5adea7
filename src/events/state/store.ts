/**
 * The shared client state as a projection of the bus: `scan(reduceAppState)` held in a
 * BehaviorSubject so late subscribers (and React) read the current value synchronously.
 */
import { BehaviorSubject, scan } from 'rxjs';

import { events$ } from '@/events/bus';

import { initialAppState, reduceAppState, type AppState } from './app-state';

const state$ = new BehaviorSubject<AppState>(initialAppState);

events$.pipe(scan(reduceAppState, initialAppState)).subscribe(state$);

/** The current state, synchronously. */
export function getAppState(): AppState {
  return state$.getValue();
}

/** Calls `listener` on every state change; returns the unsubscribe function. */
export function subscribeAppState(listener: () => void): () => void {
  const subscription = state$.subscribe(() => listener());
  return () => subscription.unsubscribe();
}

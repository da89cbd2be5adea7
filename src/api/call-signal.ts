/**
 * One abort signal per call that fires on the caller's abort or on the time limit, and remembers
 * which of the two it was: the first is passed through, the second becomes a TimeoutError.
 */
import { TimeoutError } from './errors';

export type CallSignal = {
  signal: AbortSignal;
  /** True once the time limit fired (and the call was aborted because of it). */
  timedOut: () => boolean;
  /** Stops the timer and the listener; call when the call is over, whatever the outcome. */
  dispose: () => void;
};

/** A signal bound to `outer` (when given) and to a `timeoutMs` timer. */
export function callSignal(outer: AbortSignal | undefined, timeoutMs: number): CallSignal {
  const controller = new AbortController();
  let timedOut = false;
  const forward = () => controller.abort(outer?.reason);
  if (outer?.aborted) forward();
  else outer?.addEventListener('abort', forward, { once: true });
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new TimeoutError(timeoutMs));
  }, timeoutMs);
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    dispose: () => {
      clearTimeout(timer);
      outer?.removeEventListener('abort', forward);
    },
  };
}

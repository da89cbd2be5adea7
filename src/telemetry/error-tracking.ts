/**
 * Error tracking without paying for it at start: reports made before `@sentry/react` has loaded
 * (it comes in by `import()` once the page is idle, ~30 KB gzip kept out of the entry chunk) wait
 * in a short queue and are handed over when it arrives. A page that never loads it loses nothing
 * else: the frontend-webview error event of the same error still goes through the outbox.
 */
export type ErrorTracker = {
  captureException: (error: unknown, context: { origin: string; componentStack: string | null }) => void;
  captureMessage: (message: string, context: Record<string, string | number | boolean | null>) => void;
  setUser: (userId: string | null) => void;
};

type Pending = (tracker: ErrorTracker) => void;

/** Reports kept while the tracker loads; beyond this the oldest are dropped. */
const QUEUE_LIMIT = 30;

let tracker: ErrorTracker | null = null;
let queue: Pending[] = [];

function run(action: Pending): void {
  if (tracker !== null) {
    try {
      action(tracker);
    } catch (error) {
      console.warn('Error tracking failed', error);
    }
    return;
  }
  queue.push(action);
  if (queue.length > QUEUE_LIMIT) queue.shift();
}

/** Installs the loaded tracker and replays what waited for it. */
export function setErrorTracker(loaded: ErrorTracker): void {
  tracker = loaded;
  const waiting = queue;
  queue = [];
  for (const action of waiting) run(action);
}

export function captureException(error: unknown, origin: string, componentStack: string | null = null): void {
  run((t) => t.captureException(error, { origin, componentStack }));
}

export function captureMessage(
  message: string,
  context: Record<string, string | number | boolean | null> = {},
): void {
  run((t) => t.captureMessage(message, context));
}

export function setErrorUser(userId: string | null): void {
  run((t) => t.setUser(userId));
}

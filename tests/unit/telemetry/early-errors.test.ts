import { afterEach, describe, expect, it, vi } from 'vitest';

import { keepEarlyErrors, takeEarlyErrors } from '@/telemetry/early-errors';
import type { ErrorTracker } from '@/telemetry/error-tracking';
import type { Telemetry } from '@/telemetry/start';

/** How many errors before the tracker loads are kept for it. */
const EARLY_ERROR_LIMIT = 20;

function throwUncaught(error: unknown): void {
  window.dispatchEvent(new ErrorEvent('error', { error, message: String(error) }));
}

function rejectUnhandled(reason: unknown): void {
  const event = new Event('unhandledrejection') as PromiseRejectionEvent;
  Object.defineProperty(event, 'reason', { value: reason });
  window.dispatchEvent(event);
}

afterEach(() => {
  takeEarlyErrors();
  vi.doUnmock('@/telemetry/sentry');
  vi.doUnmock('@/telemetry/vitals');
});

describe('early errors', () => {
  it('keeps uncaught errors and unhandled rejections until taken, once', () => {
    keepEarlyErrors();
    const boom = new Error('boom at boot');
    throwUncaught(boom);
    rejectUnhandled('chunk refused');
    expect(takeEarlyErrors()).toEqual([boom, 'chunk refused']);
    expect(takeEarlyErrors()).toEqual([]);
  });

  it('stops listening once taken: Sentry reports later errors itself, none twice', () => {
    keepEarlyErrors();
    takeEarlyErrors();
    // Standing in for Sentry's handler (it also keeps jsdom from reporting the error as uncaught).
    const sentryHandler = vi.fn((event: ErrorEvent) => event.preventDefault());
    window.addEventListener('error', sentryHandler);
    throwUncaught(new Error('after Sentry'));
    window.removeEventListener('error', sentryHandler);
    expect(sentryHandler).toHaveBeenCalledOnce();
    expect(takeEarlyErrors()).toEqual([]);
  });

  it('turns an ErrorEvent without an error object into an Error with its message', () => {
    keepEarlyErrors();
    window.dispatchEvent(new ErrorEvent('error', { message: 'Script error.' }));
    const [kept] = takeEarlyErrors();
    expect(kept).toBeInstanceOf(Error);
    expect((kept as Error).message).toBe('Script error.');
  });

  it(`keeps at most ${EARLY_ERROR_LIMIT}: a page throwing in a loop does not fill memory`, () => {
    keepEarlyErrors();
    for (let i = 0; i < EARLY_ERROR_LIMIT + 5; i += 1) throwUncaught(new Error(`e${i}`));
    const kept = takeEarlyErrors();
    expect(kept).toHaveLength(EARLY_ERROR_LIMIT);
    expect((kept[0] as Error).message).toBe('e0');
  });

  it('reports every kept error to the tracker that arrived', async () => {
    const tracker: ErrorTracker = { captureException: vi.fn(), captureMessage: vi.fn(), setUser: vi.fn() };
    // Error tracking as telemetry's extras load it once idle, with this tracker for Sentry's.
    vi.doMock('@/telemetry/sentry', () => ({ defaultDsn: () => '', initSentry: () => tracker }));
    vi.doMock('@/telemetry/vitals', () => ({ startVitals: () => undefined }));
    keepEarlyErrors();
    const errors = [new Error('a'), 'b'];
    throwUncaught(errors[0]);
    rejectUnhandled(errors[1]);
    const { startExtras } = await import('@/telemetry/extras');
    startExtras({} as Telemetry);
    await vi.waitFor(() => expect(tracker.captureException).toHaveBeenCalledTimes(2), { timeout: 5000 });
    expect(tracker.captureException).toHaveBeenNthCalledWith(1, errors[0], {
      origin: 'before-error-tracking',
      componentStack: null,
    });
  });
});

/**
 * The one event bus (ARCHITECTURE.md#the-event-sourced-core-srcevents). Everything that happens is emitted
 * here; state and telemetry are projections of this stream. `emit` is cheap on purpose: stamp and push,
 * nothing else.
 */
import { Subject, type Observable } from 'rxjs';
import { v7 as uuidv7 } from 'uuid';

import type { AppEvent, AppEventName, AppEventOf, AppEventPayloads } from './app-events';

const subject = new Subject<AppEvent>();

/** One id per page load; telemetry groups events by it. */
const sessionId = uuidv7();

/** Every event, in emission order. */
export const events$: Observable<AppEvent> = subject.asObservable();

/** Stamps an event with a UUIDv7, the time and the session id, and pushes it on the bus. */
export function emit<N extends AppEventName>(name: N, payload: AppEventPayloads[N]): AppEventOf<N> {
  // The mapped union cannot be narrowed from a generic name; the shape is checked by the signature.
  const event = { id: uuidv7(), name, ts: Date.now(), sessionId, payload } as AppEventOf<N>;
  subject.next(event);
  return event;
}

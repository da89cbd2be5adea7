/**
 * The test hook, compiled into test builds only (`VITE_TEST_HOOKS=true`, see
 * src/telemetry/extras.ts): `window.__emit(id)` emits one analytics track event carrying `id` in
 * its properties through the real pipeline, so a harness outside the project can measure delivery
 * exactly as a customer's events travel. It resolves once the record is in the outbox.
 */
import type { AppEventName, AppEventPayloads } from '@/events/app-events';
import { emit } from '@/events/bus';

import { outboxStats } from './delivery';
import type { Telemetry } from './start';

/** The event name the hook emits. */
const TEST_HOOK_EVENT = 'test_hook_emit';

type HookWindow = Window & {
  __emit?: (id: string) => Promise<void>;
  /** Any bus event, as the app would emit it (e2e privacy and channel checks). */
  __bus?: <N extends AppEventName>(name: N, payload: AppEventPayloads[N]) => Promise<void>;
  __telemetry?: { isSender: () => boolean; flush: () => Promise<void>; stats: typeof outboxStats };
};

export function installTestHook(telemetry: Telemetry): void {
  const win = window as HookWindow;
  win.__emit = (id: string) => {
    emit('analytics/track', { event_name: TEST_HOOK_EVENT, event_Param: { id: String(id) } });
    return telemetry.pipeline.whenWritten();
  };
  win.__bus = (name, payload) => {
    emit(name, payload);
    return telemetry.pipeline.whenWritten();
  };
  win.__telemetry = {
    isSender: telemetry.isSender,
    flush: () => telemetry.flusher.flushAll('force'),
    stats: outboxStats,
  };
}

/**
 * Client log lines for `/api/client-json-logger` (docs/product.md#telemetry-channels). A log line is a bus
 * event like any other; the logs channel projects it, scrubbed, through the outbox.
 */
import type { LogWrittenPayload } from '@/events/app-events';
import { emit } from '@/events/bus';

export function logLine(
  level: LogWrittenPayload['level'],
  message: string,
  fields?: LogWrittenPayload['fields'],
): void {
  emit('log/written', fields === undefined ? { level, message } : { level, message, fields });
}

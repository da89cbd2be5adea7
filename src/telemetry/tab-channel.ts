/**
 * Tabs tell each other about the records they wrote, so the sending tab counts them toward its
 * 50-record batches (it sends them from the shared outbox; the writing tab never sends).
 */
import { OUTBOX_CHANNELS, type OutboxChannel } from './delivery';

const NAME = 'kosh-telemetry-outbox';

let channel: BroadcastChannel | null | undefined;

function open(): BroadcastChannel | null {
  if (channel === undefined)
    channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(NAME) : null;
  return channel;
}

function isOutboxChannel(value: unknown): value is OutboxChannel {
  return typeof value === 'string' && (OUTBOX_CHANNELS as readonly string[]).includes(value);
}

export function announceWritten(outboxChannel: OutboxChannel, n: number): void {
  open()?.postMessage({ channel: outboxChannel, n });
}

export function listenForOtherTabs(onWritten: (channel: OutboxChannel, n: number) => void): void {
  const bc = open();
  if (bc === null) return;
  bc.addEventListener('message', (event: MessageEvent<unknown>) => {
    const data = event.data as { channel?: unknown; n?: unknown } | null;
    if (data !== null && isOutboxChannel(data.channel) && typeof data.n === 'number')
      onWritten(data.channel, data.n);
  });
}

/**
 * Resolves in a task of its own, so the browser can run what waits (a tap, a frame) before the
 * caller goes on. A burst of calls that each yield first is many short tasks instead of one long
 * one: a screen's queries all start in the same commit, and a dozen `fetch` calls made back to back
 * were one task of 30 to 45 ms on a fast machine (four times that on a mid-range phone).
 * `scheduler.yield` where the browser has it (its continuation runs before other queued tasks),
 * else a message to ourselves, which, unlike a timer, is neither clamped nor faked in tests.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

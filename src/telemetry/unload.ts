/**
 * The last chance at `pagehide` / tab hide (docs/telemetry.md#delivery-guarantees): what the sending tab
 * knows is unsent leaves in keepalive requests (or beacons), analytics first and health last, within the ~64
 * KB the browser allows in flight at unload. Rows stay in the outbox until an answer acknowledges
 * them; if none comes (the page is gone) the next start or the service worker sends them again and
 * the sink's de-duplication absorbs the repeat.
 */
import {
  BATCH_MAX_BYTES,
  chunksFor,
  OUTBOX_CHANNELS,
  requestFor,
  sendableRows,
  UNLOAD_BUDGET_BYTES,
  utf8Length,
  type Answer,
  type OutboxChannel,
  type OutboxRow,
  type WireRequest,
} from './delivery';

export type UnloadRequest = { channel: OutboxChannel; rows: OutboxRow[]; request: WireRequest };

/**
 * The requests to send at unload, in priority order (user-events, track, identify, error events,
 * logs, newrelic, health), each under 50 KB and all together under the unload budget. Health comes
 * last so it never crowds analytics out; what does not fit stays in the outbox.
 */
export function planUnload(
  rows: readonly OutboxRow[],
  baseUrl: string,
  authorization: string | null,
  budget = UNLOAD_BUDGET_BYTES,
): UnloadRequest[] {
  const plan: UnloadRequest[] = [];
  let used = 0;
  for (const channel of OUTBOX_CHANNELS) {
    const ofChannel = sendableRows(
      channel,
      rows.filter((row) => row.channel === channel),
      authorization,
    ).sort((a, b) => (a.id < b.id ? -1 : 1));
    if (ofChannel.length === 0) continue;
    for (const chunk of chunksFor(channel, ofChannel, Math.min(BATCH_MAX_BYTES, budget))) {
      const request = requestFor(channel, chunk, baseUrl, authorization);
      const size = utf8Length(request.body) + 512; // headers and framing
      if (used + size > budget) continue; // a smaller later chunk may still fit
      used += size;
      plan.push({ channel, rows: chunk, request });
    }
  }
  return plan;
}

/**
 * Sends the plan with `post` (keepalive/beacon) and returns what the browser queued. `onAnswer`
 * gets each request's answer if the page lives to see it, so its rows can be acknowledged. Stops
 * at the first request the browser refuses (its unload budget is spent).
 */
export function sendUnloadPlan(
  plan: readonly UnloadRequest[],
  post: (request: WireRequest) => { queued: boolean; answer: Promise<Answer> },
  onAnswer: (item: UnloadRequest, answer: Answer) => void,
): UnloadRequest[] {
  const sent: UnloadRequest[] = [];
  for (const item of plan) {
    const { queued, answer } = post(item.request);
    if (!queued) break;
    sent.push(item);
    void answer.then((result) => onAnswer(item, result));
  }
  return sent;
}

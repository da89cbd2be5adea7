import { afterEach, describe, expect, it, vi } from 'vitest';

import type { OutboxRow } from '@/telemetry/delivery';
import { createPipeline, createUnsentRows } from '@/telemetry/pipeline';

import { rows } from './telemetry-fixtures';

afterEach(() => vi.useRealTimers());

/** Shorter than the write-behind's delay (half a second), and longer than it. */
const WITHIN_DELAY = 200;
const PAST_DELAY = 1000;

/** A pipeline over a fake outbox: what each write got, and what was announced after it. */
function pipelineWithFakeWrites() {
  const unsent = createUnsentRows();
  const writes: string[][] = [];
  const announced: string[][] = [];
  const write = vi.fn((batch: readonly OutboxRow[]) => {
    writes.push(batch.map((row) => row.id));
    return Promise.resolve();
  });
  const pipeline = createPipeline(unsent, (batch) => announced.push(batch.map((row) => row.id)), write);
  return { pipeline, unsent, writes, announced };
}

describe('the outbox write-behind', () => {
  it('writes a burst of rows in one write, once the delay has passed, and only then announces them', async () => {
    vi.useFakeTimers();
    const { pipeline, writes, announced } = pipelineWithFakeWrites();
    const burst = rows('health', 3);
    pipeline.add(burst[0]!);
    await vi.advanceTimersByTimeAsync(WITHIN_DELAY);
    pipeline.add(burst[1]!);
    pipeline.add(burst[2]!);
    expect(writes).toEqual([]);
    await vi.advanceTimersByTimeAsync(PAST_DELAY);
    expect(writes).toEqual([burst.map((row) => row.id)]);
    expect(announced).toEqual(writes);

    // The next row starts a burst of its own.
    const later = rows('track', 1);
    pipeline.add(later[0]!);
    await vi.advanceTimersByTimeAsync(PAST_DELAY);
    expect(writes).toHaveLength(2);
    expect(writes[1]).toEqual([later[0]!.id]);
  });

  it('knows a row as unsent from the moment it is added, before it is written', () => {
    vi.useFakeTimers();
    const { pipeline, unsent, writes } = pipelineWithFakeWrites();
    const [row] = rows('track', 1);
    pipeline.add(row!);
    expect(writes).toEqual([]);
    expect(unsent.known().map((known) => known.id)).toEqual([row!.id]);
  });

  it('writes what is buffered at once when asked (tab hide, close) or awaited, without waiting out the delay', async () => {
    vi.useFakeTimers();
    const { pipeline, writes } = pipelineWithFakeWrites();
    const [first, second] = rows('track', 2);
    pipeline.add(first!);
    pipeline.writeNow();
    await vi.advanceTimersByTimeAsync(0);
    expect(writes).toEqual([[first!.id]]);

    pipeline.add(second!);
    await pipeline.whenWritten();
    expect(writes).toEqual([[first!.id], [second!.id]]);
    // Nothing is left for the timer to write again.
    await vi.advanceTimersByTimeAsync(PAST_DELAY);
    expect(writes).toHaveLength(2);
  });
});

// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';

import { FILE_LIMITS } from '../../../../sandbox/files/file-jobs';
import { createFileWorkers, type FileWorkers } from '../../../../sandbox/files/file-workers';
import { inflateBomb, operatorBomb } from './hostile-pdfs';

/** Each limit of the file workers, met on purpose with budgets small enough to meet quickly. */
let pool: FileWorkers | null = null;
afterEach(async () => {
  await pool?.close();
  pool = null;
});

const casText = (file: Buffer) => ({ kind: 'cas-text' as const, bytes: new Uint8Array(file), password: 'x' });

describe('file workers', () => {
  it('terminates a job past its time limit, then serves the next one with a fresh worker', async () => {
    pool = createFileWorkers({
      size: 1,
      limits: { timeMs: { ...FILE_LIMITS.timeMs, 'cas-text': 1_000 } },
    });
    expect(await pool.run(casText(operatorBomb(10)))).toMatchObject({ status: 'done' });
    expect(await pool.run(casText(operatorBomb()))).toEqual({ status: 'over-time' });
    expect(await pool.run(casText(operatorBomb(10)))).toEqual({
      status: 'done',
      result: { ok: true, lines: [] },
    });
  }, 60_000);

  it('refuses a stream that inflates past the typed-array budget, which the heap limit does not see', async () => {
    pool = createFileWorkers({
      size: 1,
      limits: { typedArrayBytes: { ...FILE_LIMITS.typedArrayBytes, 'cas-text': 8 * 1024 * 1024 } },
    });
    expect(await pool.run(casText(await inflateBomb(64)))).toEqual({
      status: 'done',
      result: { ok: false, failure: 'over-memory' },
    });
  }, 60_000);

  it('answers busy once its queue is full, without starting the job', async () => {
    const queued = createFileWorkers({ size: 1, limits: { queue: 2 } });
    pool = queued;
    const runs: ReturnType<FileWorkers['run']>[] = [];
    for (let i = 0; i < 5; i += 1) runs.push(queued.run(casText(operatorBomb(10))));
    const outcomes = await Promise.all(runs);
    // One runs at once and two wait; the other two are refused at once.
    expect(outcomes.filter((o) => o.status === 'busy')).toHaveLength(2);
    expect(outcomes.filter((o) => o.status === 'done')).toHaveLength(3);
  }, 60_000);
});

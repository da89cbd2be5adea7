import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

import { FILE_LIMITS, type FileJob, type FileJobResult } from './file-jobs';

/** How a job ended: done (the worker's answer), or stopped by one of the pool's limits. */
export type FileJobOutcome =
  | { status: 'done'; result: FileJobResult }
  /** The worker ran past the job's time limit and was terminated. */
  | { status: 'over-time' }
  /** The worker ran out of its heap (`resourceLimits`) and died. */
  | { status: 'over-memory' }
  /** The queue is full: refused before it started. */
  | { status: 'busy' };

/** The pool the gateway's routes hand files to (SandboxContext.files). */
export type FileWorkers = {
  run(job: FileJob): Promise<FileJobOutcome>;
  /** Terminates every worker; jobs still waiting end as busy. */
  close(): Promise<void>;
};

type Waiting = { job: FileJob; resolve: (outcome: FileJobOutcome) => void };

type Slot = { worker: Worker | null; busy: boolean };

const BOOT = new URL('./file-worker-boot.mjs', import.meta.url);

/**
 * One CPU for the request loop, the rest (at least one) for files: on the 2-core machine one
 * worker, so a hostile file costs at most one core for at most its time limit.
 */
function defaultSize(): number {
  return Math.max(1, Math.min(2, availableParallelism() - 1));
}

/**
 * A small pool of worker threads for CAS parsing and PDF drawing. Each worker has a heap limit
 * (`resourceLimits`) and, inside, a typed-array budget (typed-array-budget.ts); each job has a time
 * limit after which its worker is terminated and replaced; at most {@link FILE_LIMITS.queue} jobs
 * wait. Workers start on the first job and are unref'd, so an idle pool keeps no process alive.
 */
export function createFileWorkers(size = defaultSize()): FileWorkers {
  const slots: Slot[] = Array.from({ length: size }, () => ({ worker: null, busy: false }));
  const queue: Waiting[] = [];
  let closed = false;

  function spawn(): Worker {
    const worker = new Worker(BOOT, {
      resourceLimits: {
        maxOldGenerationSizeMb: FILE_LIMITS.heapMb,
        maxYoungGenerationSizeMb: 16,
        stackSizeMb: 4,
      },
      // pdf.js warns about the canvas it does not need for text; nothing of the worker's output is ours.
      stdout: true,
      stderr: true,
    });
    worker.stdout.resume();
    worker.stderr.resume();
    worker.unref();
    return worker;
  }

  function start(slot: Slot, waiting: Waiting): void {
    slot.busy = true;
    const worker = slot.worker ?? spawn();
    slot.worker = worker;
    worker.ref();
    let settled = false;
    const finish = (outcome: FileJobOutcome, keepWorker: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
      if (keepWorker) worker.unref();
      else {
        slot.worker = null;
        void worker.terminate();
      }
      slot.busy = false;
      waiting.resolve(outcome);
      next();
    };
    const onMessage = (result: FileJobResult) => {
      finish({ status: 'done', result }, true);
    };
    const onError = (error: Error & { code?: string }) => {
      // ERR_WORKER_OUT_OF_MEMORY: the heap limit; anything else is a crash of the worker itself.
      finish(
        error.code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? { status: 'over-memory' }
          : { status: 'done', result: { ok: false, failure: 'unreadable' } },
        false,
      );
    };
    const onExit = () => {
      finish({ status: 'done', result: { ok: false, failure: 'unreadable' } }, false);
    };
    const timer = setTimeout(() => {
      finish({ status: 'over-time' }, false);
    }, FILE_LIMITS.timeMs[waiting.job.kind]);
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
    worker.postMessage(waiting.job);
  }

  function next(): void {
    if (closed) return;
    for (const slot of slots) {
      if (slot.busy) continue;
      const waiting = queue.shift();
      if (waiting === undefined) return;
      start(slot, waiting);
    }
  }

  return {
    run(job) {
      if (closed || queue.length >= FILE_LIMITS.queue) return Promise.resolve({ status: 'busy' });
      return new Promise((resolve) => {
        queue.push({ job, resolve });
        next();
      });
    },
    async close() {
      closed = true;
      for (const waiting of queue.splice(0)) waiting.resolve({ status: 'busy' });
      await Promise.all(
        slots.map(async (slot) => {
          const worker = slot.worker;
          slot.worker = null;
          if (worker !== null) await worker.terminate();
        }),
      );
    },
  };
}

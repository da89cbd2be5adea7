import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

import {
  FILE_LIMITS,
  FILE_WORKER_READY,
  type FileJob,
  type FileJobMessage,
  type FileJobResult,
  type FileLimits,
} from './file-jobs';

/** How a job ended: done (the worker's answer), or stopped by one of the pool's limits. */
type FileJobOutcome =
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

/** A worker, and when it has loaded its libraries (rejects if it dies first). */
type Started = { worker: Worker; ready: Promise<void> };

type Slot = { started: Started | null; busy: boolean };

const BOOT = new URL('./file-worker-boot.mjs', import.meta.url);

/** A worker that has not loaded its libraries in this long is broken, not slow. */
const START_LIMIT_MS = 60_000;

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
export function createFileWorkers(
  options: { size?: number; limits?: Partial<FileLimits> } = {},
): FileWorkers {
  const size = options.size ?? defaultSize();
  const limits: FileLimits = { ...FILE_LIMITS, ...options.limits };
  const slots: Slot[] = Array.from({ length: size }, (): Slot => ({ started: null, busy: false }));
  const queue: Waiting[] = [];
  let closed = false;

  function spawn(): Started {
    const worker = new Worker(BOOT, {
      resourceLimits: {
        maxOldGenerationSizeMb: limits.heapMb,
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
    const ready = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        reject(new Error('file worker: no start'));
      }, START_LIMIT_MS);
      timer.unref();
      const onMessage = (message: unknown) => {
        if (message !== FILE_WORKER_READY) return;
        clearTimeout(timer);
        worker.off('message', onMessage);
        resolve();
      };
      worker.on('message', onMessage);
      worker.once('error', reject);
      worker.once('exit', () => {
        reject(new Error('file worker: exited before it started'));
      });
    });
    // Its failure is the job's (start() waits on it); this only keeps it from being unhandled.
    ready.catch(() => undefined);
    return { worker, ready };
  }

  function start(slot: Slot, waiting: Waiting): void {
    slot.busy = true;
    const started = slot.started ?? spawn();
    slot.started = started;
    const { worker } = started;
    worker.ref();
    let settled = false;
    let timer: NodeJS.Timeout | undefined;
    const finish = (outcome: FileJobOutcome, keepWorker: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
      if (keepWorker) worker.unref();
      else {
        slot.started = null;
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
    worker.on('error', onError);
    worker.on('exit', onExit);
    started.ready.then(
      () => {
        if (settled) return;
        worker.on('message', onMessage);
        // The job's clock starts when it is handed over, not while the worker loads pdf.js.
        timer = setTimeout(() => {
          finish({ status: 'over-time' }, false);
        }, limits.timeMs[waiting.job.kind]);
        const message: FileJobMessage = {
          job: waiting.job,
          typedArrayBytes: limits.typedArrayBytes[waiting.job.kind],
        };
        worker.postMessage(message);
      },
      () => {
        finish({ status: 'done', result: { ok: false, failure: 'unreadable' } }, false);
      },
    );
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
      if (closed || queue.length >= limits.queue) return Promise.resolve({ status: 'busy' });
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
          const started = slot.started;
          slot.started = null;
          if (started !== null) await started.worker.terminate();
        }),
      );
    },
  };
}

/**
 * A budget on the bytes a file job may allocate in typed arrays, installed in a file worker only.
 *
 * Why: pdf.js inflates a compressed stream into `Uint8Array`s whose memory lives outside the V8
 * heap, so the worker's `resourceLimits` (a heap limit) never sees it: a 500 KB stream that
 * inflates to 500 MB took the process to 1 GB. Swapping the global constructors for counting
 * subclasses, before pdf.js is loaded, lets the worker refuse such a file after its first
 * hundred megabytes instead. The count is of bytes allocated during the job, not bytes alive, which
 * errs on the side of refusing; a real statement allocates a few megabytes.
 */

type Budget = { limit: number; used: number; exceeded: boolean };

const budget: Budget = { limit: Number.POSITIVE_INFINITY, used: 0, exceeded: false };

/** Thrown (and remembered, since pdf.js swallows some errors) when a job spends its budget. */
class TypedArrayBudgetError extends RangeError {
  constructor() {
    super('file job: typed-array budget exceeded');
    this.name = 'TypedArrayBudgetError';
  }
}

function spend(bytes: number): void {
  budget.used += bytes;
  if (budget.used > budget.limit) {
    budget.exceeded = true;
    throw new TypedArrayBudgetError();
  }
}

type TypedArrayClass = typeof Uint8Array | typeof Uint8ClampedArray;

/** A subclass that counts `new X(length)` (a fresh allocation; views of a buffer cost nothing). */
function counting<T extends TypedArrayClass>(Base: T): T {
  const Counted = class extends (Base as typeof Uint8Array) {
    constructor(...args: unknown[]) {
      if (typeof args[0] === 'number') spend(args[0] * Base.BYTES_PER_ELEMENT);
      else if (typeof args[0] === 'object' && args[0] !== null && !(args[0] instanceof ArrayBuffer)) {
        // A copy of an array or array-like allocates its length.
        const length = (args[0] as { length?: unknown }).length;
        if (typeof length === 'number') spend(length * Base.BYTES_PER_ELEMENT);
      }
      super(...(args as []));
    }

    // Arrays made by the original constructor (Buffer, structured clone) are still "Uint8Array"s.
    static override [Symbol.hasInstance](value: unknown): boolean {
      return value instanceof Base;
    }
  };
  return Counted as unknown as T;
}

let installed = false;

/** Replaces the global `Uint8Array` and `Uint8ClampedArray` with counting ones (once per worker). */
export function installTypedArrayBudget(): void {
  if (installed) return;
  installed = true;
  globalThis.Uint8Array = counting(Uint8Array);
  globalThis.Uint8ClampedArray = counting(Uint8ClampedArray);
}

/** Starts a job's budget of `limitBytes`. */
export function startBudget(limitBytes: number): void {
  budget.limit = limitBytes;
  budget.used = 0;
  budget.exceeded = false;
}

/** Whether the job ran over its budget (even if the library caught the error). */
export function budgetExceeded(): boolean {
  return budget.exceeded;
}

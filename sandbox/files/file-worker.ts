import { parentPort } from 'node:worker_threads';

import type { FileJob, FileJobResult } from './file-jobs';
import { FILE_LIMITS } from './file-jobs';
import { budgetExceeded, installTypedArrayBudget, startBudget } from './typed-array-budget';

/**
 * A file worker (node:worker_threads, started by file-workers.ts): reads CAS PDFs with pdf.js and
 * draws PDFs with pdfkit, one job at a time, off the gateway's request loop. The budget on typed
 * arrays goes in before either library is loaded, so their buffers are counted too.
 */
installTypedArrayBudget();

async function run(job: FileJob): Promise<FileJobResult> {
  switch (job.kind) {
    case 'cas-text': {
      const { pdfTextLines } = await import('./pdf-text');
      const lines = await pdfTextLines(job.bytes, job.password);
      return typeof lines === 'string' ? { ok: false, failure: lines } : { ok: true, lines };
    }
    case 'statement-pdf': {
      const { statementPdf } = await import('../routes/savings/statement-pdf-draw');
      return { ok: true, bytes: new Uint8Array(await statementPdf(job.statement, new Date(job.createdAt))) };
    }
    case 'sample-cas': {
      const { writeSampleCas } = await import('../routes/equity/cas-sample-pdf');
      return { ok: true, bytes: new Uint8Array(await writeSampleCas(job.statement, job.password)) };
    }
  }
}

const port = parentPort;
if (port === null) throw new Error('file-worker.ts runs only as a worker thread');

port.on('message', (job: FileJob) => {
  startBudget(FILE_LIMITS.typedArrayBytes);
  run(job)
    .catch((): FileJobResult => ({ ok: false, failure: 'unreadable' }))
    .then((result) => {
      // pdf.js catches some errors and carries on: the budget's own record decides.
      const answer: FileJobResult = budgetExceeded() ? { ok: false, failure: 'over-memory' } : result;
      startBudget(Number.POSITIVE_INFINITY);
      port.postMessage(answer);
    })
    .catch(() => {
      port.postMessage({ ok: false, failure: 'unreadable' } satisfies FileJobResult);
    });
});

import { parentPort } from 'node:worker_threads';

import type { FileJob, FileJobResult, FileJobMessage } from './file-jobs';
import { FILE_WORKER_READY } from './file-jobs';
import { budgetExceeded, installTypedArrayBudget, startBudget } from './typed-array-budget';

/**
 * A file worker (node:worker_threads, started by file-workers.ts): reads CAS PDFs with pdf.js and
 * draws PDFs with pdfkit, one job at a time, off the gateway's request loop. The budget on typed
 * arrays goes in before either library is loaded, so their buffers are counted too.
 */
installTypedArrayBudget();

// Both libraries load before the worker says it is ready (a second or two on a busy machine),
// so a job's time limit measures the job, not the start.
const [{ pdfTextLines, loadPdfJs }, { statementPdf }, { writeSampleCas }, { writeSampleFundCas }] =
  await Promise.all([
    import('./pdf-text'),
    import('../routes/savings/statement-pdf-draw'),
    import('../routes/equity/cas-sample-pdf'),
    import('../routes/mutual-funds/fund-cas-sample-pdf'),
  ]);
await loadPdfJs();

async function run(job: FileJob): Promise<FileJobResult> {
  switch (job.kind) {
    case 'cas-text': {
      const lines = await pdfTextLines(job.bytes, job.password);
      return typeof lines === 'string' ? { ok: false, failure: lines } : { ok: true, lines };
    }
    case 'statement-pdf': {
      return { ok: true, bytes: new Uint8Array(await statementPdf(job.statement, new Date(job.createdAt))) };
    }
    case 'sample-cas': {
      return { ok: true, bytes: new Uint8Array(await writeSampleCas(job.statement, job.password)) };
    }
    case 'sample-fund-cas': {
      return { ok: true, bytes: new Uint8Array(await writeSampleFundCas(job.statement, job.password)) };
    }
  }
}

const port = parentPort;
if (port === null) throw new Error('file-worker.ts runs only as a worker thread');

port.on('message', ({ job, typedArrayBytes }: FileJobMessage) => {
  startBudget(typedArrayBytes);
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

port.postMessage(FILE_WORKER_READY);

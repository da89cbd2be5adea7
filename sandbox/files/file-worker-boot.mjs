// The file worker's entry. The gateway runs from TypeScript source (tsx) and a worker thread does
// not inherit tsx's loader, so the worker loads it itself, then the worker module. The sandbox
// is a development tool: tsx is one of its devDependencies.
import { tsImport } from 'tsx/esm/api';

await tsImport('./file-worker.ts', import.meta.url);

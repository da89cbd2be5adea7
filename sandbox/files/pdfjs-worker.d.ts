// pdf.js ships no types for its parser half; the file worker only hands the module back to pdf.js.
declare module 'pdfjs-dist/legacy/build/pdf.worker.mjs';

import PDFDocument from 'pdfkit';

/**
 * A PDF locked with `password` (AES-256, as the registrars' and depositories' statements are),
 * drawn by `draw`. For the sample statements; runs in a file worker (sandbox/files/), where pdfkit
 * draws synchronously.
 */
export function writeLockedPdf(password: string, draw: (doc: PDFKit.PDFDocument) => void): Promise<Buffer> {
  const doc = new PDFDocument({
    userPassword: password,
    ownerPassword: `${password}-owner`,
    pdfVersion: '1.7ext3',
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  draw(doc);
  doc.end();
  return done;
}

import { once } from 'node:events';
import { createDeflate, deflateSync } from 'node:zlib';

/**
 * Hostile PDFs made on the spot (nothing binary in the repository): a valid one-page PDF whose
 * content stream is the attack, Flate-compressed so the file stays small.
 */
function pdfAround(compressedContent: Buffer): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    null, // the content stream
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n')];
  const offsets: number[] = [];
  let length = parts[0]?.length ?? 0;
  const push = (part: Buffer) => {
    parts.push(part);
    length += part.length;
  };
  objects.forEach((body, i) => {
    offsets.push(length);
    if (body === null) {
      push(
        Buffer.from(
          `${i + 1} 0 obj\n<< /Length ${compressedContent.length} /Filter /FlateDecode >>\nstream\n`,
        ),
      );
      push(compressedContent);
      push(Buffer.from('\nendstream\nendobj\n'));
    } else push(Buffer.from(`${i + 1} 0 obj\n${body}\nendobj\n`));
  });
  const xref = length;
  const rows = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  push(
    Buffer.from(
      `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${rows}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`,
    ),
  );
  return Buffer.concat(parts);
}

/** A page of `count` path operators (`q Q`): cheap to store, long to parse (about 100 KB for 10 million). */
export function operatorBomb(count = 10_000_000): Buffer {
  return pdfAround(deflateSync(Buffer.from('q Q '.repeat(count)), { level: 9 }));
}

/** A page whose content inflates to `megabytes` of zeros (about 500 KB for 500 MB). */
export async function inflateBomb(megabytes = 500): Promise<Buffer> {
  const deflate = createDeflate({ level: 9 });
  const chunks: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => chunks.push(chunk));
  const zeros = Buffer.alloc(1024 * 1024);
  for (let i = 0; i < megabytes; i += 1) {
    if (!deflate.write(zeros)) await once(deflate, 'drain');
  }
  deflate.end();
  await once(deflate, 'end');
  return pdfAround(Buffer.concat(chunks));
}

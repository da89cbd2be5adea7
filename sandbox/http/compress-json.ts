import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Below this a JSON answer goes as it is: headers and framing would eat the saving. */
const COMPRESS_MIN_BYTES = 1024;

/**
 * Which encoding to answer in for an `Accept-Encoding` header: brotli, else gzip, else none. A
 * coding listed with `q=0` is refused (RFC 9110 §12.5.3).
 */
function chooseEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  if (acceptEncoding === undefined) return null;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q !== undefined && Number(q.slice(2)) === 0) continue;
    accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

function isJson(reply: FastifyReply): boolean {
  const type = reply.getHeader('content-type');
  return typeof type === 'string' && /^application\/(?:[\w.+-]+\+)?json\b/i.test(type);
}

/**
 * Compresses the gateway's JSON answers (a phone on a slow mobile network waits on bytes: the
 * transactions and holdings answers shrink to about a tenth). Static files are pre-compressed at
 * build time instead (scripts/precompress.mjs). Brotli at quality 5: most of quality 11's saving
 * at a small fraction of its CPU per request.
 */
export function installJsonCompression(app: FastifyInstance): void {
  app.addHook('onSend', (request: FastifyRequest, reply: FastifyReply, payload: unknown, done) => {
    if (
      request.method === 'HEAD' ||
      reply.getHeader('content-encoding') !== undefined ||
      !isJson(reply) ||
      (typeof payload !== 'string' && !Buffer.isBuffer(payload))
    ) {
      return done(null, payload);
    }
    const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
    appendVaryAcceptEncoding(reply);
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    if (encoding === null || body.length < COMPRESS_MIN_BYTES) return done(null, payload);
    const compressed =
      encoding === 'br'
        ? brotliCompressSync(body, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: 5,
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          })
        : gzipSync(body, { level: 6 });
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    done(null, compressed);
  });
}

function appendVaryAcceptEncoding(reply: FastifyReply): void {
  const current = reply.getHeader('vary');
  const listed =
    current === undefined
      ? []
      : String(current)
          .split(',')
          .map((v) => v.trim().toLowerCase());
  if (!listed.includes('accept-encoding') && !listed.includes('*')) {
    reply.header('vary', [...(current === undefined ? [] : [String(current)]), 'Accept-Encoding'].join(', '));
  }
}

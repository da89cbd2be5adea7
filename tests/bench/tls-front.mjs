// HTTPS and HTTP/2 in front of a local HTTP server, as a production deployment serves the app: a
// service worker needs a secure origin, and every HTTPS host or CDN today speaks HTTP/2. Over the
// sandbox's plain HTTP/1.1, Chromium (and Lighthouse's simulation of it) keeps at most six requests
// to one host in flight, so a first screen's 20 to 50 chunks queue in waves a deployed app never
// has (docs/decisions/0014, twentieth pass). The certificate is made for the run and thrown away;
// the browser is started with `--ignore-certificate-errors`.
import http from 'node:http';
import http2 from 'node:http2';

import selfsigned from 'selfsigned';

/** Headers that belong to one HTTP/1.1 connection and have no place in HTTP/2 (RFC 9113 §8.2.2). */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade']);

const forwardable = (headers) =>
  Object.fromEntries(
    Object.entries(headers).filter(([name]) => !name.startsWith(':') && !HOP_BY_HOP.has(name)),
  );

/**
 * Serves `https://localhost:<port>/` over HTTP/2, passing every request to `origin` (an
 * `http://127.0.0.1:<port>` URL) with its headers and body, and the answer back unchanged. The
 * host and origin the page sends are kept, so the gateway sees the same origin the page has.
 */
export async function startTlsFront(origin) {
  const { private: key, cert } = await selfsigned.generate([{ name: 'commonName', value: 'localhost' }], {
    keySize: 2048,
    algorithm: 'sha256',
    notAfterDate: new Date(Date.now() + 24 * 60 * 60 * 1000),
  });
  const upstream = new URL(origin);
  const server = http2.createSecureServer({ key, cert, allowHTTP1: true });
  server.on('request', (request, response) => {
    const headers = forwardable(request.headers);
    headers.host = request.headers[':authority'] ?? request.headers.host;
    const proxied = http.request(
      { host: upstream.hostname, port: upstream.port, method: request.method, path: request.url, headers },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, forwardable(answer.headers));
        answer.pipe(response);
      },
    );
    proxied.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(proxied);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `https://localhost:${server.address().port}/`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { withServer } from '../../support/sandbox';

/**
 * Issue 30: a stranger's body is not read. The bearer is checked in `onRequest`, before Fastify
 * parses: a body that is not even JSON gets the 401, not the parser's 400 (or a 413 for its size).
 */
const sb = withServer();

describe('authentication before the body', () => {
  it('answers 401 to an unauthenticated upload without parsing it', async () => {
    const res = await sb.app.inject({
      method: 'POST',
      url: '/stocks-widget/in-stocks/cas-upload',
      headers: { 'content-type': 'application/json' },
      payload: `{"file_base64":"${'A'.repeat(2 * 1024 * 1024)}`, // 2 MB, and broken JSON
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ error: { code: 'UNAUTHORIZED' } });
  });

  it('still parses the body of an authenticated request', async () => {
    const res = await sb.app.inject({
      method: 'POST',
      url: '/stocks-widget/in-stocks/cas-upload',
      headers: { 'content-type': 'application/json', authorization: 'Bearer demo' },
      payload: '{"broken',
    });
    expect(res.statusCode).toBe(400);
  });
});

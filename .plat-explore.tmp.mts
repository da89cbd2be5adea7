import { buildServer } from './sandbox/server';
import { listRoutes } from './tests/integration/sandbox/fuzz/route-list';
const app = await buildServer({ distDir: null });
for (const r of listRoutes(app)) {
  if (r.method === 'HEAD' || r.url.startsWith('/sandbox') || r.url.startsWith('/login')) continue;
  const res = await app.inject({ method: r.method as 'GET', url: r.url, headers: { authorization: 'Bearer newbie' }, ...(r.method === 'POST' ? { payload: {} } : {}) });
  console.log(r.method, r.url, res.statusCode, res.statusCode === 200 ? '' : res.body.slice(0, 160));
}
await app.close();

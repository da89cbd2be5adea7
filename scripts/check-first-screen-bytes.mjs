// `npm test`'s byte check: the initial JS of the entry and of every first screen, in English and
// in Hindi, from the production build's manifest, against tests/bench/byte-budgets.mjs. Fails
// naming each route over its limit, its figure and the limit.
import { resolve } from 'node:path';

import { firstScreenSizes } from '../tests/bench/bundle-size.mjs';
import { LIMITS } from '../tests/bench/byte-budgets.mjs';

const dist = resolve(process.argv[2] ?? 'dist');
const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;

const results = await firstScreenSizes(dist, { limits: LIMITS });
let over = 0;
for (const { name, sizes, limit } of results) {
  const ok = sizes.gzip <= limit;
  if (!ok) over += 1;
  console.info(
    `${ok ? '✓' : '✗'} ${name}: ${kb(sizes.gzip)} gzip in ${sizes.files} files (limit ${kb(limit)})`,
  );
}
if (over > 0) {
  console.error(`\n${over} first screen(s) over their byte limit (tests/bench/byte-budgets.mjs).`);
  process.exit(1);
}

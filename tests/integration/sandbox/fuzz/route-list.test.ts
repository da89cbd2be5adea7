// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { routesFromPrintout } from './route-list';

describe('routesFromPrintout', () => {
  it('rebuilds full paths from a nested printout', () => {
    const printout = [
      '├── /sandbox/faults (POST, GET, HEAD, DELETE)',
      '│   └── /:id (DELETE)',
      '├── /sentry/api/:project/envelope/ (POST)',
      '├── /stocks-widget/in-stocks',
      '│   ├── /masthead/:source/:account_id (GET, HEAD)',
      '│   └── /holdings/:source/:account_id (GET, HEAD)',
      '└── /login (GET, HEAD, POST)',
      '',
    ].join('\n');
    expect(routesFromPrintout(printout)).toEqual([
      { method: 'POST', url: '/sandbox/faults' },
      { method: 'GET', url: '/sandbox/faults' },
      { method: 'HEAD', url: '/sandbox/faults' },
      { method: 'DELETE', url: '/sandbox/faults' },
      { method: 'DELETE', url: '/sandbox/faults/:id' },
      { method: 'POST', url: '/sentry/api/:project/envelope/' },
      { method: 'GET', url: '/stocks-widget/in-stocks/masthead/:source/:account_id' },
      { method: 'HEAD', url: '/stocks-widget/in-stocks/masthead/:source/:account_id' },
      { method: 'GET', url: '/stocks-widget/in-stocks/holdings/:source/:account_id' },
      { method: 'HEAD', url: '/stocks-widget/in-stocks/holdings/:source/:account_id' },
      { method: 'GET', url: '/login' },
      { method: 'HEAD', url: '/login' },
      { method: 'POST', url: '/login' },
    ]);
  });
});

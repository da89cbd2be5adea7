import { beforeEach, describe, expect, it } from 'vitest';

import type * as Redirection from '@/storage/repositories/redirection';

import { storedRedirection } from './current-backend';
import { freshStorage } from './fresh-storage';

let redirection: typeof Redirection;

beforeEach(async () => {
  await freshStorage();
  redirection = await import('@/storage/repositories/redirection');
});

describe('redirection repository', () => {
  it('holds one redirection at a time', async () => {
    expect(await storedRedirection()).toBeNull();
    await redirection.setRedirection({ url: '/savings', source: 'aa' });
    await redirection.setRedirection({ url: '/equity' });
    expect(await storedRedirection()).toEqual({ url: '/equity' });
  });

  it('forgets it', async () => {
    await redirection.setRedirection({ url: '/savings' });
    await redirection.clearRedirection();
    expect(await storedRedirection()).toBeNull();
  });
});

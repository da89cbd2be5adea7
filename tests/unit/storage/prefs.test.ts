import { beforeEach, describe, expect, it } from 'vitest';

import type * as Prefs from '@/storage/repositories/prefs';

import { freshStorage } from './fresh-storage';

let prefs: typeof Prefs;

beforeEach(async () => {
  await freshStorage();
  prefs = await import('@/storage/repositories/prefs');
});

describe('prefs repository', () => {
  it('knows nothing before anything is chosen', async () => {
    expect(await prefs.getSelectedTab('savings')).toBeUndefined();
    expect(await prefs.getSelectedPill('savings')).toBeUndefined();
    expect(await prefs.getNewsFilter()).toBeUndefined();
  });

  it('remembers the selected tab per screen', async () => {
    await prefs.setSelectedTab('savings', 1);
    await prefs.setSelectedTab('equity/broker', 2);
    await prefs.setSelectedTab('savings', 0);
    expect(await prefs.getSelectedTab('savings')).toBe(0);
    expect(await prefs.getSelectedTab('equity/broker')).toBe(2);
    expect(await prefs.getSelectedTab('banks')).toBeUndefined();
  });

  it('keeps tabs and pills of the same screen apart', async () => {
    await prefs.setSelectedTab('savings', 1);
    await prefs.setSelectedPill('savings', 'Expense Analytics');
    expect(await prefs.getSelectedTab('savings')).toBe(1);
    expect(await prefs.getSelectedPill('savings')).toBe('Expense Analytics');
  });

  it('remembers the news filter', async () => {
    await prefs.setNewsFilter('US Stocks');
    expect(await prefs.getNewsFilter()).toBe('US Stocks');
  });
});

import type { InfiniteData } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';

import type { AlertsPage } from '@/api/schemas/alerts';
import { markReadInPages } from '@/features/alerts/mark-read';

import { alert, alertsPage } from '../../fixtures/alerts';

function data(...pages: AlertsPage[]): InfiniteData<AlertsPage> {
  return { pages, pageParams: pages.map(() => null) };
}

describe('markReadInPages', () => {
  it('marks the named unread alerts read and lowers that tab’s badge', () => {
    const pages = data(
      alertsPage([alert({ alert_id: 'a' }), alert({ alert_id: 'b' }), alert({ alert_id: 'c', read: true })], {
        unread: { important: 2, others: 4 },
      }),
    );
    const next = markReadInPages(pages, new Set(['a', 'c']));
    expect(next?.pages[0]?.items.map((i) => i.read)).toEqual([true, false, true]);
    expect(next?.pages[0]?.unread).toEqual({ important: 1, others: 4 });
  });

  it('counts an Others alert against the Others badge, never below zero', () => {
    const pages = data(
      alertsPage([alert({ alert_id: 'x', important: false })], { unread: { important: 0, others: 0 } }),
    );
    expect(markReadInPages(pages, new Set(['x']))?.pages[0]?.unread).toEqual({ important: 0, others: 0 });
  });

  it('leaves an empty cache empty', () => {
    expect(markReadInPages(undefined, new Set(['a']))).toBeUndefined();
  });
});

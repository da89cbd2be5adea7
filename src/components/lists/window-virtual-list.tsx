import Box from '@mui/material/Box';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';

export type WindowVirtualListProps<T> = {
  items: readonly T[];
  /** Stable key of an item. */
  getKey: (item: T) => string;
  /** First guess of a row's height in px; rows are measured once shown. */
  estimateSize: number;
  renderItem: (item: T, index: number) => ReactNode;
  /** Called when the last rows come into view, e.g. to fetch the next page. */
  onEndReached?: () => void;
  /** Accessible name of the list. */
  label: string;
  /** Gap between rows in px. */
  gap?: number;
};

/**
 * A long list that renders only the rows near the viewport (docs/product.md#performance-budgets), scrolling
 * with the page so the header and filters scroll away naturally on a phone. Rows may differ in height.
 * Semantics stay a list: a `ul` with `li` rows, `aria-setsize`/`aria-posinset` for the rows not in the DOM.
 */
export function WindowVirtualList<T>({
  items,
  getKey,
  estimateSize,
  renderItem,
  onEndReached,
  label,
  gap = 12,
}: WindowVirtualListProps<T>) {
  const listRef = useRef<HTMLUListElement>(null);
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => {
    // Distance from the top of the document, whatever the positioned ancestors are.
    const list = listRef.current;
    setOffset(list === null ? 0 : list.getBoundingClientRect().top + window.scrollY);
  }, []);
  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: () => estimateSize,
    overscan: 6,
    gap,
    scrollMargin: offset,
    getItemKey: (index) => {
      const item = items[index];
      return item === undefined ? index : getKey(item);
    },
  });
  const rows = virtualizer.getVirtualItems();
  const lastRow = rows.at(-1);
  const nearEnd = lastRow !== undefined && lastRow.index >= items.length - 3;
  useEffect(() => {
    if (nearEnd) onEndReached?.();
  }, [nearEnd, onEndReached, items.length]);

  return (
    <Box
      component="ul"
      ref={listRef}
      aria-label={label}
      sx={{ listStyle: 'none', p: 0, m: 0, position: 'relative' }}
      style={{ height: virtualizer.getTotalSize() }}
    >
      {rows.map((row) => {
        const item = items[row.index];
        if (item === undefined) return null;
        return (
          <Box
            component="li"
            key={row.key}
            data-index={row.index}
            ref={virtualizer.measureElement}
            aria-setsize={items.length}
            aria-posinset={row.index + 1}
            sx={{ position: 'absolute', top: 0, left: 0, width: '100%' }}
            // Inline, not sx: a class per scroll position would flood the style sheet.
            style={{ transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)` }}
          >
            {renderItem(item, row.index)}
          </Box>
        );
      })}
    </Box>
  );
}

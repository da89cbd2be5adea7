import Box from '@mui/material/Box';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';

import type { WindowVirtualListProps } from './window-virtual-list';

/**
 * The virtualized body of `WindowVirtualList`, in a chunk of its own (with @tanstack/react-virtual):
 * only the rows near the viewport are in the DOM, scrolling with the page so the header and filters
 * scroll away naturally on a phone. Rows may differ in height.
 */
export function VirtualRows<T>({
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

import Box from '@mui/material/Box';
import { type ComponentType, type ReactNode, useEffect, useState } from 'react';

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

/** How many rows the list shows before the virtualizer is there: more than a phone's screenful. */
const FIRST_ROWS = 12;

type Rows = ComponentType<WindowVirtualListProps<unknown>>;

/**
 * The virtualizer's chunk, asked for as soon as a screen with a long list loads: it downloads beside
 * the screen's data instead of before its first paint. `null` while it is coming; a chunk that
 * cannot load (offline before the worker installed) leaves the plain list, with every row.
 */
let loaded: Rows | null | 'failed' = null;
let loading: Promise<Rows | 'failed'> | null = null;
function loadRows(): Promise<Rows | 'failed'> {
  loading ??= import('./virtual-rows').then(
    (module) => (loaded = module.VirtualRows as Rows),
    () => (loaded = 'failed'),
  );
  return loading;
}

/**
 * A long list that renders only the rows near the viewport (docs/product.md#performance-budgets).
 * Until the virtualizer's chunk is there, its first rows render as a plain list, so a first screen
 * never waits for it. Semantics stay a list: a `ul` with `li` rows, `aria-setsize`/`aria-posinset`
 * for the rows not in the DOM.
 */
export function WindowVirtualList<T>(props: WindowVirtualListProps<T>) {
  const [rows, setRows] = useState(() => loaded ?? (void loadRows(), null));
  useEffect(() => {
    if (rows !== null) return;
    let live = true;
    void loadRows().then((next) => live && setRows(() => next));
    return () => {
      live = false;
    };
  }, [rows]);
  if (rows !== null && rows !== 'failed') {
    const VirtualRows = rows as ComponentType<WindowVirtualListProps<T>>;
    return <VirtualRows {...props} />;
  }
  return <PlainRows {...props} all={rows === 'failed'} />;
}

function PlainRows<T>({
  items,
  getKey,
  renderItem,
  label,
  gap = 12,
  all,
}: WindowVirtualListProps<T> & { all: boolean }) {
  const shown = all ? items : items.slice(0, FIRST_ROWS);
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexDirection: 'column' }}
      style={{ gap }}
    >
      {shown.map((item, index) => (
        <Box component="li" key={getKey(item)} aria-setsize={items.length} aria-posinset={index + 1}>
          {renderItem(item, index)}
        </Box>
      ))}
    </Box>
  );
}

import { useEffect, useState } from 'react';

/** How often "Updated 5 min ago" texts move on. */
const TICK_MS = 60_000;

/**
 * The current time in ms, fixed for a render and moved on every minute, so "how long ago" texts
 * stay true on a screen left open, without reading the clock during render.
 */
export function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

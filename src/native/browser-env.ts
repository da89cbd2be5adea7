/**
 * The few browser navigation primitives the bridge and the navigation executor use, behind one
 * seam: `Location` methods cannot be spied on (they are unforgeable), so tests pass their own.
 */
export type BrowserEnv = {
  /** The page's origin, to turn an app path into an absolute URL for the host. */
  origin: () => string;
  assign: (url: string) => void;
  replace: (url: string) => void;
  historyBack: () => void;
  /** Shows `path` (same origin) in the address bar without a navigation. */
  showUrl: (path: string) => void;
  /** Navigates the parent window when the page is framed. */
  assignParent: (url: string) => 'navigated' | 'not-framed' | 'failed';
};

export const browserEnv: BrowserEnv = {
  origin: () => window.location.origin,
  assign: (url) => window.location.assign(url),
  replace: (url) => window.location.replace(url),
  historyBack: () => window.history.back(),
  // Same history state: the router keeps its own entry key and index.
  showUrl: (path) => window.history.replaceState(window.history.state, '', path),
  assignParent: (url) => {
    if (window.parent === window) return 'not-framed';
    try {
      // Cross-origin parents still accept a navigation from their frame (no read access needed);
      // browsers may block it without a user gesture, which lands in the catch.
      window.parent.location.href = url;
      return 'navigated';
    } catch (error) {
      console.error('Could not navigate the parent window', error);
      return 'failed';
    }
  },
};

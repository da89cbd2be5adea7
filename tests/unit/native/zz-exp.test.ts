import { expect, it, vi } from 'vitest';
it('probe', () => {
  const real = window.location;
  const assign = vi.fn();
  vi.stubGlobal('location', { ...real, assign });
  console.log(window === globalThis, window.location === real, window.location.assign === assign, window.location.origin, window.location.pathname);
  vi.unstubAllGlobals();
  console.log(window.location === real);
  expect(1).toBe(1);
});

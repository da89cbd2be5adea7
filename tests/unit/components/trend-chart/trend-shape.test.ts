import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { TREND_SPAN, trendShape } from '@/components/trend-chart/trend-shape';

const HEIGHT = 160;
/** Where the padding puts the floor and the highest value, in the drawing's units. */
const BOTTOM = TREND_SPAN - (2 / HEIGHT) * TREND_SPAN;
const TOP = (8 / HEIGHT) * TREND_SPAN;

const points = (...values: number[]) => values.map((value) => ({ value }));

describe('trendShape', () => {
  it('spreads the points evenly from the left edge to the right', () => {
    const { at } = trendShape(points(5, 6, 7, 8, 9), HEIGHT);
    expect(at.map((p) => p.x)).toEqual([0, 25, 50, 75, 100]);
  });

  it('draws from zero, so a rise from 90 to 100 stays a small change near the top', () => {
    const { at } = trendShape(points(90, 100), HEIGHT);
    expect(at[1]!.y).toBeCloseTo(TOP);
    expect(at[0]!.y).toBeCloseTo(BOTTOM - 0.9 * (BOTTOM - TOP));
  });

  it('puts the floor at the lowest value when the line goes below zero', () => {
    const { at } = trendShape(points(-50, 0, 50), HEIGHT);
    expect(at[0]!.y).toBeCloseTo(BOTTOM);
    expect(at[1]!.y).toBeCloseTo((BOTTOM + TOP) / 2);
    expect(at[2]!.y).toBeCloseTo(TOP);
  });

  it('lays a flat line of zeros on the floor, and one point in the middle', () => {
    expect(trendShape(points(0, 0, 0), HEIGHT).at.every((p) => p.y === BOTTOM)).toBe(true);
    expect(trendShape(points(7), HEIGHT).at).toEqual([{ x: 50, y: TOP }]);
  });

  it('closes the area along the floor under the line', () => {
    const shape = trendShape(points(1, 3, 2), HEIGHT);
    expect(shape.line).toMatch(/^M0,/);
    expect(shape.area).toContain(`${BOTTOM}`);
    expect(shape.area.endsWith('Z')).toBe(true);
  });

  it('keeps every point inside the drawing, whatever the values', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -1e12, max: 1e12 }), { minLength: 1, maxLength: 40 }),
        (values) => {
          for (const p of trendShape(points(...values), HEIGHT).at) {
            expect(p.x).toBeGreaterThanOrEqual(0);
            expect(p.x).toBeLessThanOrEqual(TREND_SPAN);
            expect(p.y).toBeGreaterThanOrEqual(TOP - 1e-9);
            expect(p.y).toBeLessThanOrEqual(BOTTOM + 1e-9);
          }
        },
      ),
    );
  });
});

/**
 * A NAV history made comparable across splits and bonus issues. Fund houses publish the NAV as
 * struck: after a 1:10 split it is a tenth of the day before, though nobody lost anything (every
 * unit became ten). Drawn as published, the history would show a 90 % fall that never happened; so
 * each NAV before an action is divided by the units one unit became, as price charts adjust for
 * share splits, and the NAVs from the latest action on stay as published.
 */
import { actionFactor, type FundLine } from './fund-lines';

/** One NAV of the history, in hundredths of a paisa (fractional once adjusted). */
export type NavPoint = { day: string; nav_hundredth_paise: number };

/** A split or bonus the history is adjusted for: its day and the units one unit became. */
export type NavAction = { day: string; kind: 'split' | 'bonus'; factor: number };

/**
 * The splits and bonus issues in the lines of one scheme, once each (several folios of the scheme
 * each report the same action), oldest first.
 */
export function navActions(lines: readonly FundLine[]): NavAction[] {
  const byKey = new Map<string, NavAction>();
  for (const line of lines) {
    if ((line.kind !== 'split' && line.kind !== 'bonus') || line.ratio === undefined) continue;
    byKey.set(`${line.day}|${line.kind}`, {
      day: line.day,
      kind: line.kind,
      factor: actionFactor(line.kind, line.ratio),
    });
  }
  return [...byKey.values()].sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
}

/** Each NAV struck before an action divided by that action's factor (and any later one's). */
export function adjustedNavs(points: readonly NavPoint[], actions: readonly NavAction[]): NavPoint[] {
  return points.map((point) => {
    const divisor = actions
      .filter((action) => point.day < action.day)
      .reduce((product, action) => product * action.factor, 1);
    return divisor === 1
      ? point
      : { day: point.day, nav_hundredth_paise: point.nav_hundredth_paise / divisor };
  });
}

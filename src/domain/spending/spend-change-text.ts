import { defineText, type Text } from '@/domain/text/message';

/**
 * A change of spending against the month before, from basis points, as a message: "15% less than
 * Oct 2026", "8.5% more than Oct 2026", "Same as Oct 2026"; null when there is nothing to compare with. `previous` is the month already written in the language.
 */
export function spendChangeMessage(changeBps: number | null, previous: string): Text | null {
  if (changeBps === null || !Number.isFinite(changeBps)) return null;
  if (changeBps === 0)
    return defineText({
      id: 'savings.change.same',
      defaultMessage: 'Same as {previous}',
      values: { previous },
    });
  const percent = Math.abs(changeBps) / 100;
  const shown = Number.isInteger(percent) ? String(percent) : percent.toFixed(1).replace(/\.0$/, '');
  return changeBps < 0
    ? defineText({
        id: 'savings.change.less',
        defaultMessage: '{percent}% less than {previous}',
        values: { percent: shown, previous },
      })
    : defineText({
        id: 'savings.change.more',
        defaultMessage: '{percent}% more than {previous}',
        values: { percent: shown, previous },
      });
}

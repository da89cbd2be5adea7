import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';

import { queuedText, refusalText } from '@/api/offline-command-words';
import type { CommandActionCode } from '@/domain/offline/command-actions';
import hindi from '@/i18n/catalogue/hi-IN.json';

const en = createIntl({ locale: 'en-IN', defaultLocale: 'en-IN' });
const hi = createIntl({ locale: 'hi-IN', defaultLocale: 'en-IN', messages: hindi });
const hindiIds: Record<string, string> = hindi;

// The message id of every action: as a Record of CommandActionCode, the compiler refuses an action
// left out or one that does not exist.
const ACTION_IDS: Record<CommandActionCode, string> = {
  'notify-when-supported': 'common.offline.action.notifyWhenSupported',
  'mark-alerts-read': 'common.offline.action.markAlertsRead',
  'change-category': 'common.offline.action.changeCategory',
  'save-rule': 'common.offline.action.saveRule',
  'delete-rule': 'common.offline.action.deleteRule',
  'save-budget': 'common.offline.action.saveBudget',
  'delete-budget': 'common.offline.action.deleteBudget',
  'stop-gmail-tracking': 'common.offline.action.stopGmailTracking',
  'gmail-tracking-on': 'common.offline.action.gmailTrackingOn',
  'gmail-tracking-off': 'common.offline.action.gmailTrackingOff',
  'price-alert-on': 'common.offline.action.priceAlertOn',
  'price-alert-off': 'common.offline.action.priceAlertOff',
};

describe('the words of a change made offline', () => {
  it.each(Object.keys(ACTION_IDS) as CommandActionCode[])(
    'action %s has words in English and in Hindi',
    (code) => {
      const id = ACTION_IDS[code];
      expect(hindiIds[id]).toBeTypeOf('string');
      expect(refusalText({ action: { code } }, hi)).toContain(hindiIds[id]);
    },
  );

  it('reads as before in English, with the reason as its own sentence', () => {
    expect(refusalText({ action: { code: 'mark-alerts-read' }, refused: 'Conflict' }, en)).toBe(
      "Couldn't mark these alerts read, so it was undone. Conflict.",
    );
    expect(refusalText({ action: { code: 'price-alert-on' }, refused: 'Not allowed.' }, en)).toBe(
      "Couldn't turn on the price alert, so it was undone. Not allowed.",
    );
    expect(refusalText({ action: { code: 'save-budget' }, refused: '  ' }, en)).toBe(
      "Couldn't save the budget, so it was undone.",
    );
    expect(queuedText(en)).toBe("Saved on this device. It will be sent when you're back online.");
  });

  it('speaks Hindi to a Hindi reader, for a new row and for an old row with an English label', () => {
    const hindiRefusal = refusalText({ action: { code: 'mark-alerts-read' } }, hi);
    expect(hindiRefusal).not.toMatch(/Couldn't|alerts/);
    expect(refusalText({ label: 'mark these alerts read' }, hi)).toBe(hindiRefusal);
    expect(queuedText(hi)).toBe(hindiIds['common.offline.queued']);
  });

  it('shows an old row whose label it does not know as stored', () => {
    expect(refusalText({ label: 'do something new', refused: 'No' }, en)).toBe(
      "Couldn't do something new, so it was undone. No.",
    );
  });
});

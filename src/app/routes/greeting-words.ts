import { defineMessages, type IntlShape, type MessageDescriptor } from 'react-intl';

import { partOfDay, type PartOfDay } from '@/domain/dates/greeting';

/** The greeting of each part of the day. */
const GREETINGS: Readonly<Record<PartOfDay, MessageDescriptor>> = defineMessages({
  morning: { id: 'app.home.greeting.morning', defaultMessage: 'Good morning' },
  afternoon: { id: 'app.home.greeting.afternoon', defaultMessage: 'Good afternoon' },
  evening: { id: 'app.home.greeting.evening', defaultMessage: 'Good evening' },
});

/** Home's greeting at a local hour (0–23), in `intl`'s language. */
export function greetingText(hour: number, intl: IntlShape): string {
  return intl.formatMessage(GREETINGS[partOfDay(hour)]);
}

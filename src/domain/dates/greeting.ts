import { defineText, type Text } from '@/domain/text/message';

/** The greeting for a local hour of the day (0–23): morning until noon, afternoon until 5 pm. */
export function greetingForHour(hour: number): 'Good morning' | 'Good afternoon' | 'Good evening' {
  if (hour >= 5 && hour < 12) return 'Good morning';
  if (hour >= 12 && hour < 17) return 'Good afternoon';
  return 'Good evening';
}

/**
 * The same greeting as a message, so a screen words it in the app's language
 * (`intl.formatMessage(text)`); {@link greetingForHour} stays for English-only callers.
 */
export function greetingTextForHour(hour: number): Text {
  const greeting = greetingForHour(hour);
  if (greeting === 'Good morning')
    return defineText({ id: 'home.greeting.morning', defaultMessage: 'Good morning' });
  if (greeting === 'Good afternoon')
    return defineText({ id: 'home.greeting.afternoon', defaultMessage: 'Good afternoon' });
  return defineText({ id: 'home.greeting.evening', defaultMessage: 'Good evening' });
}

/** The parts of the day a greeting names, as codes the screen words in the app's language. */
export type PartOfDay = 'morning' | 'afternoon' | 'evening';

/** The part of day of a local hour (0–23) for the greeting: morning until noon, afternoon until 5 pm. */
export function partOfDay(hour: number): PartOfDay {
  if (hour >= 5 && hour < 12) return 'morning';
  if (hour >= 12 && hour < 17) return 'afternoon';
  return 'evening';
}

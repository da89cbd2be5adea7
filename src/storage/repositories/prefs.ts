/**
 * Preferences with nothing personal in them (docs/storage.md, `prefs`): the selected tab of each
 * screen, the selected pill, the chosen spending period and the news filter. They survive logout.
 */
import { runStorage } from '@/storage/backend';

const tabKey = (screen: string) => `tab:${screen}`;
const pillKey = (screen: string) => `pill:${screen}`;
const NEWS_FILTER_KEY = 'news-filter';
const LANGUAGE_KEY = 'language';

async function read(key: string): Promise<string | number | undefined> {
  return runStorage(
    `read pref ${key}`,
    undefined,
    async ({ tables }) => (await tables.prefs.get(key))?.value,
  );
}

function write(key: string, value: string | number): Promise<void> {
  return runStorage(`write pref ${key}`, undefined, ({ tables }) => tables.prefs.put({ key, value }));
}

/** The tab index last selected on `screen` (e.g. `savings`, `equity/broker`), if any. */
export async function getSelectedTab(screen: string): Promise<number | undefined> {
  const value = await read(tabKey(screen));
  return typeof value === 'number' ? value : undefined;
}

export function setSelectedTab(screen: string, index: number): Promise<void> {
  return write(tabKey(screen), index);
}

/** The pill last selected on `screen` (e.g. `Transactions` on savings), if any. */
export async function getSelectedPill(screen: string): Promise<string | undefined> {
  const value = await read(pillKey(screen));
  return typeof value === 'string' ? value : undefined;
}

export function setSelectedPill(screen: string, pill: string): Promise<void> {
  return write(pillKey(screen), pill);
}

/**
 * Saves the language the customer chose (`en-IN`, `hi-IN`); it outlives logout. Start-up reads it
 * without Dexie (saved-language.ts).
 */
export function setLanguage(locale: string): Promise<void> {
  return write(LANGUAGE_KEY, locale);
}

/** The news filter last chosen (Live, All, Indian Stocks, …), if any. */
export async function getNewsFilter(): Promise<string | undefined> {
  const value = await read(NEWS_FILTER_KEY);
  return typeof value === 'string' ? value : undefined;
}

export function setNewsFilter(filter: string): Promise<void> {
  return write(NEWS_FILTER_KEY, filter);
}

const rangeKey = (screen: string) => `range:${screen}`;

/**
 * The period last chosen on `screen` as `encodeRangeChoice` wrote it (`last_fy`,
 * `custom:2025-01-01:2025-03-31`), or undefined; '' means "the default" was chosen.
 */
export async function getSelectedRange(screen: string): Promise<string | undefined> {
  const value = await read(rangeKey(screen));
  return typeof value === 'string' ? value : undefined;
}

export function setSelectedRange(screen: string, range: string): Promise<void> {
  return write(rangeKey(screen), range);
}

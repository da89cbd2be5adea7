import { beforeEach, describe, expect, it, vi } from 'vitest';

import type * as Words from '@/i18n/words';

// The page's idle moments, run when a test says so.
const idle = vi.hoisted(() => [] as (() => void)[]);
vi.mock('@/lib/when-idle', () => ({
  whenIdle: (work: () => void) => {
    idle.push(work);
    return () => undefined;
  },
}));
const pageIdles = () => idle.splice(0).forEach((work) => work());

let words: typeof Words;
/** A feature's words, asked for as app/ does: with its chunk. */
const need = (part: string) => words.withWords(part, () => Promise.resolve())();

beforeEach(async () => {
  vi.resetModules();
  idle.length = 0;
  words = await import('@/i18n/words');
});

describe('the words on screen, in parts', () => {
  it('shows the shell’s Hindi at start-up, and a feature’s once its screen asks for it', async () => {
    await words.showWordsOf(Promise.resolve('hi-IN'));
    const { messages } = words.shownWords();
    expect(messages['common.netWorth']).toBe('कुल संपत्ति');
    expect(messages['alerts.list.important']).toBeUndefined();
    // The language switch is a shared component only the profile and home's link call show: its
    // words come with the profile's first screen (and home's later part, the call being lazy).
    expect(messages['common.language.label']).toBeUndefined();

    await need('alerts');
    expect(words.shownWords().messages['alerts.list.important']).toBe('ज़रूरी अलर्ट');
    expect(words.shownWords().messages['common.netWorth']).toBe('कुल संपत्ति');

    await need('profile');
    expect(words.shownWords().messages['common.language.label']).toBe('भाषा');
  }, 30_000);

  it('loads a part asked for before the language settled with the start-up words', async () => {
    let settle!: (locale: 'hi-IN') => void;
    const start = words.showWordsOf(new Promise((resolve) => (settle = resolve)));
    const needed = need('news');
    settle('hi-IN');
    await Promise.all([start, needed]);
    expect(Object.keys(words.shownWords().messages).some((id) => id.startsWith('news.'))).toBe(true);
  }, 30_000);

  it('needs nothing for English: its words are the code’s defaults', async () => {
    await words.showWordsOf('en-IN');
    await need('alerts');
    expect(words.shownWords()).toEqual({ locale: 'en-IN', messages: {} });
  });

  it('brings a feature’s later words when the page is idle after its first screen', async () => {
    await words.showWordsOf('hi-IN');
    const module = await words.withWords('mutual-funds', () => Promise.resolve('the funds’ chunk'))();
    expect(module).toBe('the funds’ chunk');
    expect(words.shownWords().messages['mutualFunds.title']).toBe('म्यूचुअल फ़ंड');
    // A fund's page is a later screen: its words are not part of the first one's download.
    expect(words.shownWords().messages['mutualFunds.fund.units']).toBeUndefined();

    pageIdles();
    await vi.waitFor(() => expect(words.shownWords().messages['mutualFunds.fund.units']).toBe('यूनिट'));
  }, 30_000);

  it('renders a later screen opened before the page was idle in the reader’s language', async () => {
    await words.showWordsOf('hi-IN');
    await words.withWords('mutual-funds', () => Promise.resolve('the funds’ chunk'))();
    const screen = await words.withLaterWords(() => Promise.resolve('a fund’s page'))();
    expect(screen).toBe('a fund’s page');
    expect(words.shownWords().messages['mutualFunds.fund.units']).toBe('यूनिट');
  }, 30_000);

  it('tells the provider each time the words change', async () => {
    const changes = vi.fn();
    words.onWordsChange(changes);
    await words.showWordsOf('hi-IN');
    await need('profile');
    expect(changes).toHaveBeenCalledTimes(2);
  }, 30_000);
});

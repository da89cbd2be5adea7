import { beforeEach, describe, expect, it, vi } from 'vitest';

import type * as Words from '@/i18n/words';

let words: typeof Words;

beforeEach(async () => {
  vi.resetModules();
  words = await import('@/i18n/words');
});

describe('the words on screen, in parts', () => {
  it('shows the shell’s Hindi at start-up, and a feature’s once its screen asks for it', async () => {
    await words.showWordsOf(Promise.resolve('hi-IN'));
    const { messages } = words.shownWords();
    expect(messages['common.netWorth']).toBe('कुल संपत्ति');
    expect(messages['alerts.list.important']).toBeUndefined();
    // The language switch is a shared component only home and the profile show: its words come with theirs.
    expect(messages['common.language.label']).toBeUndefined();

    await words.needWords('alerts');
    expect(words.shownWords().messages['alerts.list.important']).toBe('ज़रूरी अलर्ट');
    expect(words.shownWords().messages['common.netWorth']).toBe('कुल संपत्ति');

    await words.needWords('home');
    expect(words.shownWords().messages['common.language.label']).toBe('भाषा');
  }, 30_000);

  it('loads a part asked for before the language settled with the start-up words', async () => {
    let settle!: (locale: 'hi-IN') => void;
    const start = words.showWordsOf(new Promise((resolve) => (settle = resolve)));
    const needed = words.needWords('news');
    settle('hi-IN');
    await Promise.all([start, needed]);
    expect(Object.keys(words.shownWords().messages).some((id) => id.startsWith('news.'))).toBe(true);
  }, 30_000);

  it('needs nothing for English: its words are the code’s defaults', async () => {
    await words.showWordsOf('en-IN');
    await words.needWords('alerts');
    expect(words.shownWords()).toEqual({ locale: 'en-IN', messages: {} });
  });

  it('tells the provider each time the words change', async () => {
    const changes = vi.fn();
    words.onWordsChange(changes);
    await words.showWordsOf('hi-IN');
    await words.needWords('profile');
    expect(changes).toHaveBeenCalledTimes(2);
  }, 30_000);
});

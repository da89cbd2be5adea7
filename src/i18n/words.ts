/**
 * The words on screen: the current language's messages, in the parts asked for so far
 * (load-catalogue.ts). The shell's part always; a feature's part once its screen is on its way
 * (`withWords`, from app/'s lazy routes), so the screen renders in Hindi from its first frame;
 * the feature's later words when the page is idle after that, or when a later screen is opened
 * (`withWords`, `withLaterWords`). The locale provider renders from here and re-renders when
 * a part arrives.
 */
import { DEFAULT_LOCALE, type AppLocale } from '@/domain/text/locale';
import { whenIdle } from '@/lib/when-idle';

import { type Catalogue, loadCatalogue } from './load-catalogue';
import { laterPartOf, SHELL_PART } from './part-names';

const wanted = new Set<string>([SHELL_PART]);
let shown: { locale: AppLocale; messages: Catalogue } = { locale: DEFAULT_LOCALE, messages: {} };
/** The parts `shown.messages` holds. */
let shownParts = new Set<string>();
/** Settles to the language shown once the switch under way (the start-up one first) is done. */
let settling: Promise<AppLocale> | null = null;
const listeners = new Set<() => void>();

function show(locale: AppLocale, messages: Catalogue, parts: Set<string>): void {
  shown = { locale, messages };
  shownParts = parts;
  for (const listener of listeners) listener();
}

/**
 * Loads the words of `locale` (or of the language it settles to) for every part asked for so far,
 * and shows them. Rejects, showing nothing new, when they cannot be downloaded, so the caller can
 * stay in the language it had or fall back to English.
 */
export function showWordsOf(locale: AppLocale | Promise<AppLocale>): Promise<AppLocale> {
  const next = Promise.resolve(locale).then(async (settled) => {
    const parts = new Set(wanted);
    show(settled, await loadCatalogue(settled, parts), parts);
    return settled;
  });
  settling = next.catch(() => shown.locale);
  return next;
}

/**
 * Asks for the words of `part` (a feature's screen is on its way). Resolves once they show in the
 * current language; never rejects: a part that cannot be had shows in English.
 */
async function needWords(part: string): Promise<void> {
  wanted.add(part);
  const locale = await (settling ?? Promise.resolve(shown.locale));
  if (locale === DEFAULT_LOCALE || (shown.locale === locale && shownParts.has(part))) return;
  try {
    const messages = await loadCatalogue(locale, [part]);
    // The language may have changed while this part downloaded: then that switch loaded it.
    if (shown.locale === locale)
      show(locale, { ...shown.messages, ...messages }, new Set([...shownParts, part]));
  } catch (error) {
    console.warn(`The ${part} words did not load; that screen shows in English`, error);
  }
}

/** The later parts asked for: each starts downloading once, at the first idle moment or later screen. */
const later = new Map<string, () => Promise<void>>();

/**
 * A feature's chunk together with its words (the Hindi catalogue comes in a part per feature,
 * named after its folder): the screen renders once both are there, in the reader's language. The
 * words of the feature's later screens follow once the page is idle, so they never compete with
 * the first screen's own chunks and words.
 */
export function withWords<M>(part: string, load: () => Promise<M>): () => Promise<M> {
  return () =>
    Promise.all([load(), needWords(part)]).then(([module]) => {
      const next = laterPartOf(part);
      if (!later.has(next)) {
        let loading: Promise<void> | undefined;
        const start = () => (loading ??= needWords(next));
        later.set(next, start);
        whenIdle(() => void start(), 5000);
      }
      return module;
    });
}

/**
 * A lazily loaded screen, dialog or chart together with the later words: it renders once both are
 * there, in the reader's language, even when opened before the page was idle.
 */
export function withLaterWords<M>(load: () => Promise<M>): () => Promise<M> {
  return () =>
    Promise.all([load(), ...[...later.values()].map((start) => start())]).then(([module]) => module);
}

export function shownWords(): { locale: AppLocale; messages: Catalogue } {
  return shown;
}

export function onWordsChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

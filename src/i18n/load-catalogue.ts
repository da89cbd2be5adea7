/**
 * The messages of a language, in parts (scripts/vite/catalogue-parts.ts): English is written in the
 * code as each message's default, so it needs no catalogue; Hindi comes one part per feature, so
 * a Hindi reader's first screen downloads the shell's words and its own, not the whole app's.
 */
import type { MessageFormatElement } from 'react-intl';

import type { AppLocale } from '@/domain/text/locale';

/** Messages by id: ICU strings, or (in a build) the same messages parsed at build time. */
export type Catalogue = Readonly<Record<string, string | MessageFormatElement[]>>;

type PartLoaders = Readonly<Record<string, () => Promise<{ default: Catalogue }>>>;

const EMPTY: Catalogue = {};

const loaders = (): Promise<PartLoaders> =>
  import('virtual:kosh-catalogue/hi-IN').then((module) => module.default as PartLoaders);

/** The messages of `parts` in `locale`, merged. Rejects when a part cannot be downloaded. */
export async function loadCatalogue(locale: AppLocale, parts: Iterable<string>): Promise<Catalogue> {
  if (locale === 'en-IN') return EMPTY;
  const available = await loaders();
  const loaded = await Promise.all(
    [...new Set(parts)].map(async (part) => {
      const load = available[part];
      return load === undefined ? EMPTY : (await load()).default;
    }),
  );
  return Object.assign({}, ...loaded) as Catalogue;
}

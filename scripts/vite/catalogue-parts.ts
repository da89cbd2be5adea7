import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

import type { Plugin } from 'vite';

/**
 * The Hindi catalogue in parts, one per feature (docs/i18n.md): a Hindi reader's first screen
 * downloads the words of the shell and of the screen it shows, not of the whole app.
 *
 * `src/i18n/catalogue/hi-IN.json` stays the one file translators edit. This plugin serves it as
 * virtual modules:
 * - `virtual:kosh-catalogue/hi-IN`: `{ [part]: () => import(…part…) }`, every part there is;
 * - `virtual:kosh-catalogue/hi-IN/<part>`: the messages of that part.
 *
 * A message belongs to the part of the file that defines it: `src/features/<name>/…` is part
 * `<name>`, `src/telemetry/…` is `telemetry`, everything else (app shell, components, domain,
 * platform) is `shell`. Features never import each other, and app/ loads each feature lazily, so
 * a feature's words are needed exactly when its chunk is. An id no file defines goes to `shell`.
 */

export const CATALOGUE_MODULE = 'virtual:kosh-catalogue/';
const RESOLVED = `\0${CATALOGUE_MODULE}`;

/** The part a source file's messages belong to (`file` relative to src/, with `/`). */
export function partOfFile(file: string): string {
  const [top, name] = file.split('/');
  if (top === 'features' && name !== undefined && file.split('/').length > 2) return name;
  if (top === 'telemetry') return 'telemetry';
  return 'shell';
}

/** An `id` given as a property (`id: 'a.b'`) or a JSX attribute (`id="a.b"`), in the catalogue's id shape. */
const ID_SITE = /\bid(?:\s*:\s*|=)(['"])([a-z][a-zA-Z0-9]*(?:\.[a-zA-Z0-9]+)+)\1/g;

/**
 * The ids of the messages a file defines. A plain scan, not a parse: it runs over the whole tree
 * whenever a catalogue part is served (tests included), and a miss costs nothing but bytes, since
 * an id no file claims goes to the shell's part.
 */
export function messageIdsIn(code: string): string[] {
  if (!code.includes('defaultMessage')) return [];
  return [...code.matchAll(ID_SITE)].map((match) => match[2]!);
}

/** Every source file under `dir` (recursively), relative to it with `/`. */
function sourceFiles(dir: string, under = ''): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(join(dir, under), { withFileTypes: true })) {
    const path = under === '' ? entry.name : `${under}/${entry.name}`;
    if (entry.isDirectory()) files.push(...sourceFiles(dir, path));
    else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) files.push(path);
  }
  return files;
}

/** id → part, for every message the code defines; an id named in two parts belongs to the shell. */
export function partsOfMessages(srcDir: string): Map<string, string> {
  const parts = new Map<string, string>();
  for (const file of sourceFiles(srcDir)) {
    const part = partOfFile(file);
    for (const id of messageIdsIn(readFileSync(join(srcDir, file), 'utf8'))) {
      const earlier = parts.get(id);
      parts.set(id, earlier === undefined || earlier === part ? part : 'shell');
    }
  }
  return parts;
}

/** A catalogue split into its parts: `{ part: { id: message } }` (the shell part always there). */
export function splitCatalogue(
  catalogue: Readonly<Record<string, unknown>>,
  parts: ReadonlyMap<string, string>,
): Record<string, Record<string, unknown>> {
  const split: Record<string, Record<string, unknown>> = { shell: {} };
  for (const [id, message] of Object.entries(catalogue)) {
    const part = parts.get(id) ?? 'shell';
    (split[part] ??= {})[id] = message;
  }
  return split;
}

/**
 * The plugin. `compile` turns each message into its parsed form as it is served (the build's
 * precompile-messages.ts passes its parser); without it the strings are served as they are.
 */
export function catalogueParts(
  options: { compile?: () => ((message: string) => unknown) | null } = {},
): Plugin {
  const root = dirname(dirname(dirname(fileURLToPath(import.meta.url))));
  const srcDir = join(root, 'src');
  const catalogueFile = (locale: string) => join(srcDir, 'i18n', 'catalogue', `${locale}.json`);
  let cached: Map<string, string> | null = null;

  const partsOf = (locale: string) => {
    cached ??= partsOfMessages(srcDir);
    const catalogue = JSON.parse(readFileSync(catalogueFile(locale), 'utf8')) as Record<string, unknown>;
    return splitCatalogue(catalogue, cached);
  };

  return {
    name: 'kosh:catalogue-parts',
    resolveId(source) {
      return source.startsWith(CATALOGUE_MODULE) ? `\0${source}` : null;
    },
    watchChange(id) {
      // A source file changed (dev server, watch mode): its messages may have moved.
      if (id.startsWith(srcDir + sep)) cached = null;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return null;
      const [locale, part] = id.slice(RESOLVED.length).split('/') as [string, string | undefined];
      this.addWatchFile(catalogueFile(locale));
      const parts = partsOf(locale);
      if (part === undefined) {
        const loaders = Object.keys(parts)
          .sort()
          .map(
            (name) =>
              `  ${JSON.stringify(name)}: () => import(${JSON.stringify(`${CATALOGUE_MODULE}${locale}/${name}`)}),`,
          );
        return `export default {\n${loaders.join('\n')}\n};\n`;
      }
      const parse = options.compile?.() ?? null;
      const messages = parts[part] ?? {};
      const served = parse
        ? Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, parse(text as string)]))
        : messages;
      return `export default ${JSON.stringify(served)};\n`;
    },
  };
}

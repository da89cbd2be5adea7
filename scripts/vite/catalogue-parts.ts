import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, posix, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

import type { Plugin } from 'vite';

import { laterPartOf } from '../../src/i18n/part-names';

/**
 * The Hindi catalogue in parts, one per feature (docs/i18n.md): a Hindi reader's first screen
 * downloads the words of the shell and of the screen it shows, not of the whole app.
 *
 * `src/i18n/catalogue/hi-IN.json` stays the one file translators edit. This plugin serves it as
 * virtual modules:
 * - `virtual:kosh-catalogue/hi-IN`: `{ [part]: () => import(…part…) }`, every part there is;
 * - `virtual:kosh-catalogue/hi-IN/<part>`: the messages of that part.
 *
 * A message goes with the code that defines it: `src/features/<name>/…` is part `<name>`,
 * `src/telemetry/…` is `telemetry`, `src/app/test-harness/…` is `test-harness`, and a shared
 * file's words (components, domain, api…) go to the shell when the shell's code reaches that file,
 * else to each feature that does (`partsOfMessages`). Features never import each other, and app/
 * loads each feature lazily, so a feature's words are needed exactly when its chunk is. An id no
 * file defines goes to `shell`.
 */

export const CATALOGUE_MODULE = 'virtual:kosh-catalogue/';
const RESOLVED = `\0${CATALOGUE_MODULE}`;

/** The part a source file's messages belong to (`file` relative to src/, with `/`). */
export function partOfFile(file: string): string {
  const [top, name] = file.split('/');
  if (top === 'features' && name !== undefined && file.split('/').length > 2) return name;
  if (top === 'telemetry') return 'telemetry';
  // The native-bridge test screen exists only in test builds; its words stay out of everyone's shell.
  if (top === 'app' && name === 'test-harness') return 'test-harness';
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

/** The source file (relative to src/) that `spec`, imported by `file`, names; none for a package. */
export function sourceFileOf(file: string, spec: string, files: ReadonlySet<string>): string | undefined {
  const base = spec.startsWith('@/')
    ? spec.slice(2)
    : spec.startsWith('.')
      ? posix.join(posix.dirname(file), spec)
      : null;
  if (base === null) return undefined;
  return ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((end) => base + end).find((f) => files.has(f));
}

/** `import … from 'x'`, `export … from 'x'` and `import 'x'`, but not `import type` / `export type`. */
const STATIC_IMPORT =
  /(?:^|[\n;])\s*(?:import|export)\s+(?!type[\s{])(?:[^'"`;]*?\sfrom\s+)?(['"])([^'"]+)\1/g;
const DYNAMIC_IMPORT = /\bimport\(\s*(['"])([^'"]+)\1\s*\)/g;

/**
 * The source files `file` imports, statically and with `import()`, each relative to src/. A plain
 * scan like `messageIdsIn`, fast enough to run whenever a part is served. A missed import in the
 * shell's code would leave that file's words out of the shell's part, so the unit tests hold this
 * scan equal to the TypeScript parser's reading of every file in src/.
 */
export function importsOf(file: string, code: string, files: ReadonlySet<string>): string[] {
  return [...staticImportsOf(file, code, files), ...lazyImportsOf(file, code, files)];
}

/** The source files `file` imports statically: loaded with it, in its chunk or one it imports. */
export function staticImportsOf(file: string, code: string, files: ReadonlySet<string>): string[] {
  return scanImports(file, code, files, STATIC_IMPORT);
}

/** The source files `file` imports with `import()`: chunks that load when the code asks. */
function lazyImportsOf(file: string, code: string, files: ReadonlySet<string>): string[] {
  return scanImports(file, code, files, DYNAMIC_IMPORT);
}

function scanImports(file: string, code: string, files: ReadonlySet<string>, pattern: RegExp) {
  const found: string[] = [];
  for (const [, , spec] of code.matchAll(pattern)) {
    const target = sourceFileOf(file, spec!, files);
    if (target !== undefined) found.push(target);
  }
  return found;
}

/** Every file reachable from `starts` through the import graph, entering only files `enter` allows. */
function reach(
  graph: ReadonlyMap<string, readonly string[]>,
  starts: string[],
  enter: (file: string) => boolean,
) {
  const seen = new Set(starts);
  const queue = [...starts];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    for (const next of graph.get(file) ?? []) {
      if (!seen.has(next) && enter(next)) {
        seen.add(next);
        queue.push(next);
      }
    }
  }
  return seen;
}

/** The module index.html loads: what it reaches without a feature is the shell. */
const ENTRY = 'main.tsx';

/**
 * id → the parts that carry it, for every message the code defines.
 *
 * A feature's or the telemetry view's file gives its words to its own part. A shared file
 * (components, domain, api…) gives its words to the shell when the shell reaches it (the entry's
 * import graph, lazy imports included, without entering a feature), and otherwise to every
 * feature that reaches it: a component only the cards and instant cash use is downloaded with
 * their words, twice over if need be, and not by every Hindi first screen. A shared file no one
 * reaches, and any id that one of its defining files gives to the shell, stays in the shell.
 *
 * A feature's words split in two. What loads with its chunk (the files app/ imports, and all they
 * import statically) is the feature's part, downloaded with the chunk. What the feature loads
 * later with `import()` (another tab, a dialog, a fund's page) is `<feature>.later`, downloaded
 * when the page is idle, or at the latest when such a screen is opened (i18n/words.ts).
 */
export function partsOfMessages(srcDir: string): Map<string, readonly string[]> {
  const files = sourceFiles(srcDir);
  const fileSet = new Set(files);
  const codeOf = new Map(files.map((file) => [file, readFileSync(join(srcDir, file), 'utf8')]));
  const graph = new Map(files.map((file) => [file, importsOf(file, codeOf.get(file)!, fileSet)]));
  const staticGraph = new Map(files.map((file) => [file, staticImportsOf(file, codeOf.get(file)!, fileSet)]));
  const isFeature = (file: string) => file.startsWith('features/');
  const shellReach = reach(graph, [ENTRY], (file) => !isFeature(file));
  const featureReach = new Map<string, { all: Set<string>; first: Set<string> }>();
  for (const feature of new Set(files.filter(isFeature).map(partOfFile))) {
    const own = `features/${feature}/`;
    const mine = (file: string) => file.startsWith(own);
    const enter = (file: string) => !isFeature(file) || mine(file);
    // Where the rest of the app comes in: the feature's files that a file outside it imports.
    const doors = [...graph].filter(([file]) => !mine(file)).flatMap(([, imported]) => imported.filter(mine));
    featureReach.set(feature, {
      all: reach(graph, files.filter(mine), enter),
      first: reach(staticGraph, doors, enter),
    });
  }
  const partsOfFile = (file: string): string[] => {
    const own = partOfFile(file);
    const ownReach = featureReach.get(own);
    if (ownReach !== undefined) return [ownReach.first.has(file) ? own : laterPartOf(own)];
    if (own !== 'shell' || shellReach.has(file)) return [own];
    const readers = [...featureReach]
      .filter(([, reached]) => reached.all.has(file))
      .map(([feature, reached]) => (reached.first.has(file) ? feature : laterPartOf(feature)));
    return readers.length > 0 ? readers.sort() : ['shell'];
  };

  const parts = new Map<string, readonly string[]>();
  for (const file of files) {
    const ids = messageIdsIn(codeOf.get(file)!);
    if (ids.length === 0) continue;
    const mine = partsOfFile(file);
    for (const id of ids) {
      const earlier = parts.get(id) ?? [];
      const merged = [...new Set([...earlier, ...mine])].sort();
      // A feature's part always loads before its later one: an id in both needs only the first.
      const needed = merged.filter((part) => !merged.some((first) => laterPartOf(first) === part));
      parts.set(id, needed.includes('shell') ? ['shell'] : needed);
    }
  }
  return parts;
}

/** A catalogue split into its parts: `{ part: { id: message } }` (the shell part always there). */
export function splitCatalogue(
  catalogue: Readonly<Record<string, unknown>>,
  parts: ReadonlyMap<string, readonly string[]>,
): Record<string, Record<string, unknown>> {
  const split: Record<string, Record<string, unknown>> = { shell: {} };
  for (const [id, message] of Object.entries(catalogue)) {
    for (const part of parts.get(id) ?? ['shell']) (split[part] ??= {})[id] = message;
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
  let cached: Map<string, readonly string[]> | null = null;

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

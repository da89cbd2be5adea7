import type { Plugin } from 'vite';

/**
 * Lets a lazy screen's whole import tree download at once without Vite's preload helper.
 *
 * Vite's answer to the waterfall of a lazy chunk's imports is a `<link rel="modulepreload">` per
 * chunk of the tree, added by a script helper when `import()` runs, fed by a map of every lazy
 * import's dependencies that the entry carries. On a first screen that is 50 to 80 links inserted
 * during the entry's own long task (0.4 to 0.7 s of main thread at 4× CPU on `/savings`), and the
 * map is 2.5 to 5 KB gzip of every first screen. `build.modulePreload` keeps only index.html's
 * links; this plugin gives each chunk an `import` of every chunk its tree reaches (what Rollup's
 * `hoistTransitiveImports` does for entries, which Rolldown does not implement), so the browser's
 * module loader asks for the whole tree as soon as the lazy chunk arrives: one round trip more
 * than the preload links, no script work. Evaluation order is unchanged: each added chunk is
 * already reached through an import above it, so the added lines only start downloads.
 *
 * It runs in `renderChunk`, where chunk names still carry hash placeholders, so each chunk's final
 * hash covers the imports added to it.
 */
export function hoistTransitiveImports(): Plugin {
  return {
    name: 'kosh:hoist-transitive-imports',
    apply: 'build',
    renderChunk(code, chunk, _options, meta) {
      if (chunk.imports.length === 0) return null;
      const direct = new Set(chunk.imports);
      const reached = new Set<string>();
      const stack = [...chunk.imports];
      while (stack.length > 0) {
        const name = stack.pop()!;
        if (reached.has(name)) continue;
        reached.add(name);
        stack.push(...(meta.chunks[name]?.imports ?? []));
      }
      const added = [...reached].filter((name) => !direct.has(name) && name !== chunk.fileName);
      if (added.length === 0) return null;
      const from = chunk.fileName.split('/').slice(0, -1);
      const lines = added.map((name) => `import ${JSON.stringify(relative(from, name))};`).join('');
      // Appended after the last line, so the chunk's source map still holds for every line above.
      return { code: `${code}\n${lines}`, map: null };
    },
  };
}

/** The specifier of `target` (a bundle-relative file name) from a chunk in the folder `from`. */
function relative(from: string[], target: string): string {
  const parts = target.split('/');
  let common = 0;
  while (common < from.length && common < parts.length - 1 && from[common] === parts[common]) common += 1;
  const up = from.length - common;
  const rest = parts.slice(common).join('/');
  return up === 0 ? `./${rest}` : `${'../'.repeat(up)}${rest}`;
}

import type { Plugin } from 'vite';

/**
 * Keeps the runtime the entry imports statically in one `shell` chunk.
 *
 * Rolldown's automatic splitting moves every module the entry shares with a lazy feature (React,
 * emotion, MUI's styling core, the bus, rxjs) into its own small common chunk. With seven feature
 * areas that made the home route download 25 files, and compressing them one by one cost about
 * 7 KB gzip of the 150 KB entry budget (docs/product.md#performance-budgets). The shell loads all of them
 * before it is interactive anyway, so grouping them changes nothing about what loads when.
 *
 * MUI components and icons are left to automatic splitting: the static import graph runs through
 * their barrel files (`@mui/material/X/index.mjs` re-exports siblings), so following it would pull
 * components only lazy screens use (InputBase, TextareaAutosize, …) into the shell.
 */
export function shellChunk() {
  let shell = new Set<string>();
  const plugin: Plugin = {
    name: 'kosh:shell-chunk',
    apply: 'build',
    buildEnd() {
      const seen = new Set<string>();
      const stack = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
      while (stack.length > 0) {
        const id = stack.pop()!;
        if (seen.has(id)) continue;
        seen.add(id);
        stack.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
      shell = seen;
    },
  };
  const group = {
    name: 'shell',
    test: (id: string) => shell.has(id) && !/@mui[\\/](material|icons-material)[\\/]/.test(id),
  };
  return { plugin, group };
}

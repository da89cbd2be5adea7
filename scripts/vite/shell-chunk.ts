import type { Plugin, Rollup } from 'vite';

type PluginContext = Rollup.PluginContext;

/**
 * Keeps what a first screen always loads in a few chunks instead of dozens:
 *
 * - `shell`: the runtime the entry imports statically;
 * - `data`: what the data layer (`src/app/data-provider.tsx`, lazy: every signed-in screen loads it
 *   before its figures) imports statically, less the shell. The provider itself stays its own
 *   chunk, so the build manifest still names it (tests/bench/bundle-size.mjs looks it up).
 * - `screens`: what every area's chunk imports whichever area it is (`everyScreenLoads`), and
 *   TanStack Query's mutation and infinite-query hooks (`isAreaHook`), which only areas call. Home
 *   draws none of it on its first screen; in the data chunk it cost home 3.1 KB of gzip, and as a
 *   chunk of its own it costs each area about 0.3 KB (one more file, compressed alone).
 *
 * Rolldown's automatic splitting moves every module the entry shares with a lazy feature (React,
 * emotion, MUI's styling core, the bus, rxjs) into its own small common chunk, and every module the
 * data layer shares with an area (the query client, zod, the schemas, the endpoints) likewise. With
 * seven feature areas that made home download 46 files, and gzip compresses each file alone: one
 * chunk per group compresses better and changes nothing about what loads when, since a first screen
 * downloads the whole closure before it shows anything.
 *
 * MUI components and icons are left to automatic splitting: the static import graph runs through
 * their barrel files (`@mui/material/X/index.mjs` re-exports siblings), so following it would pull
 * components only other screens use (InputBase, TextareaAutosize, …) into these chunks. MUI's
 * system and utilities are left out of the shell group for the same reason (`@mui/system`'s barrel
 * reaches Stack's and Grid's factories): what the entry does use of them stays in it anyway.
 *
 * - `buttons`: MUI's ButtonBase and the components built on it that nearly every screen draws
 *   (Button with the spinner of its loading state, IconButton, CardActionArea). The entry does not
 *   load them (its error screen has plain buttons, its toast card loads later), so automatic
 *   splitting cut them into five small chunks under every area; one chunk compresses about 2 KB
 *   better.
 *
 * TanStack Query is the data layer's, though the entry imports two of its contexts (the query
 * client's and "restoring", which `src/app/data-layer.tsx` provides so the page keeps its place in
 * the tree when the data layer arrives): the shell's closure does not follow the entry into the
 * package's barrel, which would bring the whole query client into the entry, and those two small
 * modules stay out of the data group, so the entry never imports the data chunk statically.
 */
const isTanStack = (id: string) => /[\\/]@tanstack[\\/]/.test(id);
const isEntryContext = (id: string) =>
  /[\\/]@tanstack[\\/]react-query[\\/]build[\\/]modern[\\/](QueryClientProvider|IsRestoringProvider)\.js$/.test(
    id,
  );

/** TanStack Query's hooks that only areas call (forms that post, the news feed's pages). */
const isAreaHook = (id: string) =>
  /[\\/]@tanstack[\\/](react-query|query-core)[\\/]build[\\/]modern[\\/](useMutation|mutationObserver|useInfiniteQuery|infiniteQueryObserver)\.js$/.test(
    id,
  );

type Closure = (roots: string[], outside: Set<string>) => Set<string>;

/**
 * An area's route module: a feature's `routes.tsx`. Home's dashboard is not one: its lists below
 * the fold are a chunk it asks for as it renders, and they load the `screens` chunk for what they
 * share with every area (the navlink executor, the toasts' store) a moment before they need it.
 */
const isScreenRoute = (id: string) => /[\\/]src[\\/]features[\\/][^\\/]+[\\/]routes\.tsx$/.test(id);
/** Where the areas' route modules are imported with `import()`. */
const isRouter = (id: string) => /[\\/]src[\\/]app[\\/]router\.tsx$/.test(id);

/**
 * The modules (outside `outside`) that every area's route loads statically, whichever area it
 * is: the native bridge's navlink executor, the toasts' store and the like. Left to automatic
 * splitting they were four small chunks under every area; as one they cost about 1 KB of gzip
 * less on each. A route that only loads another chunk (capital gains, the CAS import) stands for
 * the chunks it loads.
 */
function everyScreenLoads(
  this: PluginContext,
  ids: string[],
  closure: Closure,
  outside: Set<string>,
): Set<string> {
  const dynamicImports = (id: string) => this.getModuleInfo(id)?.dynamicallyImportedIds ?? [];
  const routes = ids.filter(isRouter).flatMap(dynamicImports).filter(isScreenRoute);
  const loads = routes.flatMap((id) => {
    const own = closure([id], outside);
    return own.size > 1 ? [own] : dynamicImports(id).map((door) => closure([door], outside));
  });
  if (loads.length === 0) return new Set();
  return loads.reduce((common, next) => new Set([...common].filter((id) => next.has(id))));
}

export function shellChunk() {
  let shell = new Set<string>();
  let data = new Set<string>();
  let screens = new Set<string>();
  const plugin: Plugin = {
    name: 'kosh:shell-chunk',
    apply: 'build',
    buildEnd() {
      const closure = (
        roots: string[],
        outside: Set<string>,
        skip: (id: string) => boolean = () => false,
      ) => {
        const seen = new Set<string>();
        const stack = [...roots];
        while (stack.length > 0) {
          const id = stack.pop()!;
          if (seen.has(id) || outside.has(id) || skip(id)) continue;
          seen.add(id);
          stack.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        return seen;
      };
      const ids = [...this.getModuleIds()];
      shell = closure(
        ids.filter((id) => this.getModuleInfo(id)?.isEntry),
        new Set(),
        isTanStack,
      );
      const provider = ids.filter((id) => /[\\/]src[\\/]app[\\/]data-provider\.tsx$/.test(id));
      data = closure(
        provider.flatMap((id) => this.getModuleInfo(id)?.importedIds ?? []),
        new Set([...shell, ...provider]),
      );
      screens = everyScreenLoads.call(this, ids, closure, new Set([...shell, ...provider, ...data]));
    },
  };
  const notMuiParts = (id: string) => !/@mui[\\/](material|icons-material)[\\/]/.test(id);
  const notMuiCore = (id: string) => !/@mui[\\/](system|utils)[\\/]/.test(id);
  const isButtonFamily = (id: string) =>
    /@mui[\\/]material[\\/](ButtonBase|Button|IconButton|CircularProgress|CardActionArea|useLazyRipple|utils[\\/]useSlot)[\\/.]/.test(
      id,
    );
  const groups = [
    { name: 'shell', test: (id: string) => shell.has(id) && notMuiParts(id) && notMuiCore(id) },
    {
      name: 'data',
      test: (id: string) => data.has(id) && notMuiParts(id) && !isEntryContext(id) && !isAreaHook(id),
    },
    {
      name: 'screens',
      test: (id: string) => (screens.has(id) && notMuiParts(id) && !isEntryContext(id)) || isAreaHook(id),
    },
    { name: 'buttons', test: isButtonFamily },
  ];
  return { plugin, groups };
}

import { dirname, join } from 'node:path';

import type { Plugin } from 'vite';

/**
 * MUI's theme without its CSS-variables machinery, which Kosh does not use.
 *
 * `createTheme` and `ThemeProvider` from `@mui/material/styles` each choose at run time between a
 * plain theme and one of CSS variables with colour schemes (`cssVariables`, `colorSchemes`). A
 * theme made without those options (ours: `src/app/theme.ts`, light or dark from the system; and
 * MUI's own default theme) always takes the plain branch, but the bundler cannot know it, so every
 * first screen carried the other branch: `createThemeWithVars`, the CSS-variables provider, the
 * colour-scheme storage and its script, about 25 KB of code, 8 KB gzip.
 *
 * Inside MUI's styles folder this resolves the two choosers to their plain halves (the files MUI
 * itself calls for such a theme), so the build holds only what runs. A theme given `cssVariables`
 * or `colorSchemes` would not work with it: `tests/unit/build/mui-without-css-variables.test.ts`
 * holds our theme to neither.
 */
export function muiWithoutCssVariables(): Plugin {
  return {
    name: 'kosh:mui-without-css-variables',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (importer === undefined || !STYLES_FOLDER.test(importer)) return null;
      const plain = PLAIN_HALF[source];
      return plain === undefined ? null : join(dirname(importer), plain);
    },
  };
}

const STYLES_FOLDER = /[\\/]@mui[\\/]material[\\/]styles[\\/][^\\/]+$/;

/** The chooser, as MUI's own files import it, and the half a theme without CSS variables takes. */
const PLAIN_HALF: Record<string, string> = {
  './createTheme.mjs': 'createThemeNoVars.mjs',
  './ThemeProvider.mjs': 'ThemeProviderNoVars.mjs',
};

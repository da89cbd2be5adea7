import { join } from 'node:path';

import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';

import { muiWithoutCssVariables } from '../../../scripts/vite/mui-without-css-variables';
import { createAppTheme } from '../../../src/app/theme';

const STYLES = join(process.cwd(), 'node_modules/@mui/material/styles');

function resolveFrom(source: string, importer: string | undefined): unknown {
  const hook = muiWithoutCssVariables().resolveId as Extract<
    Plugin['resolveId'],
    (...args: never[]) => unknown
  >;
  return hook.call({} as never, source, importer, { attributes: {}, isEntry: false } as never);
}

describe('MUI without its CSS-variables branch', () => {
  it('resolves the theme chooser and the provider chooser inside MUI styles to their plain halves', () => {
    expect(resolveFrom('./createTheme.mjs', join(STYLES, 'index.mjs'))).toBe(
      join(STYLES, 'createThemeNoVars.mjs'),
    );
    expect(resolveFrom('./createTheme.mjs', join(STYLES, 'defaultTheme.mjs'))).toBe(
      join(STYLES, 'createThemeNoVars.mjs'),
    );
    expect(resolveFrom('./ThemeProvider.mjs', join(STYLES, 'index.mjs'))).toBe(
      join(STYLES, 'ThemeProviderNoVars.mjs'),
    );
  });

  it('leaves every other import alone, the system package’s own createTheme included', () => {
    const system = join(process.cwd(), 'node_modules/@mui/system/createTheme/index.mjs');
    expect(resolveFrom('./createTheme.mjs', system)).toBeNull();
    expect(resolveFrom('./createPalette.mjs', join(STYLES, 'createTheme.mjs'))).toBeNull();
    expect(resolveFrom('@mui/material/styles', join(process.cwd(), 'src/app/theme.ts'))).toBeNull();
    expect(resolveFrom('./createTheme.mjs', undefined)).toBeNull();
  });

  // The plain halves are what MUI itself runs for a theme made without `cssVariables` or
  // `colorSchemes`; a theme given either would need the branch the build leaves out.
  it.each(['light', 'dark'] as const)('our %s theme is one MUI makes without CSS variables', (mode) => {
    const theme = createAppTheme(mode) as ReturnType<typeof createAppTheme> & Record<string, unknown>;
    expect(theme.palette.mode).toBe(mode);
    expect(theme.colorSchemes).toBeUndefined();
    expect(theme.vars).toBeUndefined();
    expect(theme.cssVariables).toBeFalsy();
  });
});

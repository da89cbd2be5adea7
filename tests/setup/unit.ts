import 'fake-indexeddb/auto';
import type * as TestingLibrary from '@testing-library/react';
import { cleanup, configure, type RenderHookOptions, type RenderOptions } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, vi } from 'vitest';

import { withAppIntl } from '../support/intl';

afterEach(cleanup);

// A lazy chunk's first import in jsdom (the site bar, a screen) can take over a second on a loaded
// 2-core runner; `findBy…`/`waitFor` wait up to 3 s for what must appear. A green run waits no longer.
configure({ asyncUtilTimeout: 3000 });

// Every component the app renders sits under the language provider (src/i18n); so does every
// component a unit test renders: English (India), messages from their defaults, unless the test
// wraps its own provider (e.g. Hindi) inside.
vi.mock('@testing-library/react', async (importOriginal) => {
  const library = await importOriginal<typeof TestingLibrary>();
  const render = (ui: ReactNode, options?: RenderOptions) =>
    library.render(ui, { ...options, wrapper: withAppIntl(options?.wrapper) });
  const renderHook = <Result, Props>(
    callback: (props: Props) => Result,
    options?: RenderHookOptions<Props>,
  ) => library.renderHook(callback, { ...options, wrapper: withAppIntl(options?.wrapper) });
  return { ...library, render, renderHook };
});

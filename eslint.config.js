// @ts-check
import { readdirSync } from 'node:fs';

import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import formatjs from 'eslint-plugin-formatjs';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

import kosh from './scripts/eslint/import-paths.js';

/**
 * The layer rules of ARCHITECTURE.md. An import goes down, never up or sideways:
 *   app → features → telemetry → components → api | session → storage | native → events → domain → config
 * api/ and session/ are one layer, the platform's top (docs/decisions/0024). Three parts of the
 * upper folders are held lower by their own zones: telemetry/delivery/ (worker-safe),
 * session/stored-token.ts (worker-safe) and the pure rules (telemetry/scrub.ts, session/rules/).
 * sw/ and sandbox/ reach into src/ only for the pure, shared parts.
 */
const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const layerZones = [
  // A feature never imports another feature; app/ composes them.
  ...features.map((name) => ({
    target: `./src/features/${name}`,
    from: './src/features',
    except: [`./${name}`],
    message: 'A feature never imports another feature: compose them in src/app.',
  })),
  {
    target: './src/!(app)/**/*',
    from: './src/app',
    message: 'Only src/app composes the shell; nothing below it imports it.',
  },
  {
    // Every layer but app/ and the features themselves (telemetry, i18n, lib, components, the
    // platform, domain, config and main.tsx): a new layer folder is covered without editing this.
    target: ['./src/!(app|features)/**/*', './src/main.tsx'],
    from: './src/features',
    message: 'Shared layers have no feature knowledge: only src/app imports a feature.',
  },
  {
    target: [
      './src/api',
      './src/session',
      './src/storage',
      './src/events',
      './src/native',
      './src/domain',
      './src/config',
    ],
    from: './src/components',
    message: 'The platform and domain layers do not import UI.',
  },
  // The platform, bottom to top: events → storage | native → api | session (docs/decisions/0007, 0024).
  {
    target: './src/events',
    from: [
      './src/storage',
      './src/native',
      './src/api',
      './src/session',
      './src/telemetry',
      './src/components',
    ],
    message: 'events/ is the bottom of the platform: it imports only domain/ and config/.',
  },
  {
    target: './src/storage',
    from: ['./src/native', './src/api', './src/session', './src/telemetry', './src/components'],
    message: 'storage/ sits below native/, api/ and session/: it imports only events/, domain/ and config/.',
  },
  {
    target: './src/native',
    from: ['./src/storage', './src/api', './src/session', './src/telemetry', './src/components'],
    message:
      'native/ sits below api/ and session/, beside storage/: it imports only events/, domain/ and config/.',
  },
  {
    target: ['./src/api', './src/session'],
    from: './src/components',
    message: 'api/ and session/ are the top of the platform: they never import UI.',
  },
  {
    // Log out flushes or drops the leaving customer's telemetry through the worker-safe delivery
    // module; the page side of telemetry stays above the platform.
    target: ['./src/api', './src/session'],
    from: './src/telemetry',
    except: ['./delivery'],
    message: 'api/ and session/ are the top of the platform: of telemetry/ they import only its delivery/.',
  },
  {
    // Worker-safe: the service worker imports the delivery module, so it may use only storage's
    // backend, the shared schemas, pure layers and itself (no bus, no host bridge, no api client).
    target: './src/telemetry/delivery',
    from: './src',
    except: [
      './telemetry/delivery',
      './api/schemas',
      './storage/backend.ts',
      './storage/db.ts',
      './storage/table-store.ts',
      './domain',
      './session/rules',
      './config/constants.ts',
    ],
    message:
      'The delivery module is worker-safe: only storage/backend, api/schemas, domain, session/rules and constants.',
  },
  {
    // Worker-safe as well: the service worker sends the offline command queue through it.
    target: './src/api/command-delivery',
    from: './src',
    except: [
      './api/command-delivery',
      './storage/commands',
      './storage/backend.ts',
      './storage/db.ts',
      './storage/table-store.ts',
      './domain',
      './session/rules',
      './config/constants.ts',
    ],
    message:
      'The command delivery module is worker-safe: only the command table, storage/backend, domain and session/rules.',
  },
  {
    // The parts of it the sandbox reads are pure values.
    target: ['./src/telemetry/delivery/wire.ts', './src/telemetry/delivery/constants.ts'],
    from: './src',
    except: ['./telemetry/delivery/constants.ts', './api/schemas'],
    message: 'wire.ts and constants.ts are pure: the sandbox imports them.',
  },
  {
    // telemetry/ starts after first paint from main.tsx, and the router mounts its debug view.
    // Its worker-safe delivery/ sits lower: the layers' own zones say who may import it.
    target: ['./src/!(telemetry|app|main.tsx)/**/*', './src/app/!(router.tsx)', './src/app/*/**/*'],
    from: './src/telemetry',
    except: ['./delivery'],
    message: 'Only src/main.tsx and src/app/router.tsx import telemetry/ (its delivery/ aside).',
  },
  {
    target: ['./src/domain', './src/config'],
    from: ['./src/api', './src/session', './src/storage', './src/events', './src/native', './src/telemetry'],
    message: 'domain/ and config/ are pure: no network, storage, bus or host bridge.',
  },
  {
    // A concept's pure rules live in its home, held to domain/'s rules (docs/decisions/0024).
    target: ['./src/telemetry/scrub.ts', './src/session/rules'],
    from: './src',
    except: ['./session/rules', './domain', './config/constants.ts', './config/hosts.ts'],
    message:
      'telemetry/scrub.ts and session/rules/ are pure like domain/: they import only domain/, config/constants and config/hosts.',
  },
  {
    // The token at rest: the service worker reads it, so it imports nothing from src/.
    target: './src/session/stored-token.ts',
    from: './src',
    except: ['./session/stored-token.ts'],
    message: 'session/stored-token.ts is worker-safe: it imports nothing from src/.',
  },
  {
    // An allowlist, so a new folder in src/ is forbidden to domain/ without editing this.
    target: './src/domain',
    from: './src',
    except: ['./domain', './config/constants.ts', './config/hosts.ts'],
    message: 'domain/ imports only domain/, config/constants and config/hosts (not config/env).',
  },
  {
    target: './src/config',
    from: './src',
    except: ['./config'],
    message: 'config/ is the bottom layer: it imports nothing from src/.',
  },
  {
    target: './src/lib',
    from: './src',
    except: ['./lib'],
    message: 'lib/ holds browser helpers with no knowledge of the app: it imports nothing from src/.',
  },
  {
    // The language layer sits above the platform: the platform is told the language, never asks.
    target: ['./src/api', './src/storage', './src/events', './src/native', './src/domain', './src/config'],
    from: './src/i18n',
    // The current language's formatter for words made outside React (a refused link's toast).
    except: ['./app-intl.ts'],
    message:
      'i18n/ sits above the platform: api/, storage/, native/, events/ and domain/ never import it (app-intl.ts aside).',
  },
  {
    target: './sw',
    from: './src',
    except: [
      './domain',
      './config',
      './api/schemas',
      './telemetry/delivery',
      './api/command-delivery',
      './storage/commands',
      './session/stored-token.ts',
    ],
    message:
      'The service worker imports only src/domain, src/config, src/api/schemas, the two delivery modules (src/telemetry/delivery, src/api/command-delivery), the command table and the stored token (src/session/stored-token.ts).',
  },
  {
    target: './sandbox',
    from: './src',
    except: [
      './domain',
      './config',
      './api/schemas',
      './telemetry/delivery/wire.ts',
      './telemetry/delivery/constants.ts',
    ],
    message:
      'The sandbox imports only src/domain, src/config, src/api/schemas and the delivery wire contract.',
  },
];

/**
 * The packages src/domain/ and src/config/ may import: an allowlist, so a new dependency is kept out
 * of the pure layers without editing this. Empty today; name a package here only with a reason.
 */
/** @type {string[]} */
const purePackages = [];
const purePackagePattern = purePackages.map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

/**
 * MUI 9 removed the system props: Typography's `color` takes a palette name or `textSecondary`,
 * and a palette path ("text.secondary") is dropped without a word, leaving the text in the body
 * colour (every secondary line of the app read as primary until this rule came).
 */
const muiSelectors = [
  {
    selector:
      "JSXOpeningElement[name.name='Typography'] > JSXAttribute[name.name='color'][value.value=/\\./]",
    message:
      'MUI 9 Typography ignores a palette path in `color`: write `textSecondary` or a palette name, or use `sx`.',
  },
];

const defaultMessageSelectors = [
  {
    selector:
      "MemberExpression[property.name='defaultMessage'], MemberExpression[property.value='defaultMessage']",
    message:
      "Do not read a message's defaultMessage: format it (intl.formatMessage) for display, and compare, sort or store a code.",
  },
  {
    selector: "ObjectPattern > Property[key.name='defaultMessage']",
    message:
      "Do not destructure a message's defaultMessage: format it (intl.formatMessage) for display, and compare, sort or store a code.",
  },
];

/**
 * Customer text outside JSX (docs/i18n.md): formatjs/no-literal-string-in-jsx sees only JSX, so words
 * built in .ts files (a toast raised outside React, a label a hook returns) are held here. A toast's
 * message and a text-named property (`label`, `title`, `message`, …) must not be a literal with
 * words, a template with words or a concatenation: format a catalogue message instead. A literal
 * starting with `#` (a colour) and a template of values only (`${name} ••${last4}`) pass.
 */
const textKeys =
  '/^(label|title|subtitle|message|helperText|heading|caption|hint|placeholder|subheader|emptyText|emptyTitle|emptyMessage|actionLabel|ariaLabel|primary|secondary|text)$/';
const worded = '[A-Za-z]{2}';
const customerTextSelectors = [
  {
    selector: `CallExpression[callee.name=/^(showToast|presentToast)$/][arguments.1.type=/^(Literal|TemplateLiteral|BinaryExpression)$/]`,
    message: 'A toast says words from the catalogues: pass intl.formatMessage(…) (appIntl() outside React).',
  },
  {
    selector: `CallExpression[callee.property.name='showToast'][arguments.0.type=/^(Literal|TemplateLiteral|BinaryExpression)$/]`,
    message: 'A toast says words from the catalogues: pass intl.formatMessage(…) (appIntl() outside React).',
  },
  {
    selector: `Property[key.name=${textKeys}] > Literal.value[value=/^[^#]*${worded}/], Property[key.name=${textKeys}] > TemplateLiteral.value:has(TemplateElement[value.raw=/${worded}/]), Property[key.name=${textKeys}] > BinaryExpression.value[operator='+']`,
    message:
      'Customer text comes from the catalogues (docs/i18n.md): format a message (defineMessages / defineText), do not write words here.',
  },
];
/** Not checked for customer text: the zod contracts' refinement messages are for developers. */
const textCheckIgnores = ['src/api/schemas/**'];

export default tseslint.config(
  { ignores: ['dist/', 'dist-e2e/', 'dist-*/', 'node_modules/', '.sandbox/', 'coverage/', 'test-results/'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: ['*.js', 'scripts/*.mjs', 'tests/*/*.mjs', '.ci/*.mjs', 'sandbox/files/*.mjs'],
        },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: {
      // Without the resolver, no-restricted-paths silently passes everything
      // (docs/findings.md#lint-zones-need-the-resolver).
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['./tsconfig.json', './tsconfig.sw.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
      'import-x/no-cycle': 'error',
      'import-x/no-self-import': 'error',
      'import-x/no-duplicates': 'error',
      'import-x/order': [
        'error',
        {
          groups: ['builtin', 'external', 'internal', ['parent', 'sibling', 'index']],
          pathGroups: [{ pattern: '@/**', group: 'internal' }],
          'newlines-between': 'always',
          alphabetize: { order: 'asc' },
        },
      ],
      'max-lines': ['warn', { max: 250, skipBlankLines: true, skipComments: true }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    // ADR 0001: `@/` across folders, `./` inside one folder (scripts/eslint/import-paths.js, autofixed).
    files: ['src/**/*.{ts,tsx}'],
    plugins: { kosh },
    rules: { 'kosh/import-paths': 'error' },
  },
  {
    // The service worker has its own tsconfig (WebWorker lib instead of DOM).
    files: ['sw/**/*.ts'],
    languageOptions: { parserOptions: { projectService: false, project: './tsconfig.sw.json' } },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
  },
  {
    // Every word a customer reads comes from the catalogues (docs/i18n.md): no literal text in JSX,
    // in its accessible names or in the props that show text.
    files: ['src/**/*.tsx'],
    plugins: { formatjs },
    rules: {
      'formatjs/no-literal-string-in-jsx': [
        'error',
        {
          props: {
            include: [
              ['*', '{label,placeholder,title,alt,helperText,primary,secondary,subheader,description}'],
              ['*', '{emptyText,emptyTitle,emptyMessage,message,heading,caption,hint,actionLabel}'],
            ],
          },
        },
      ],
      'formatjs/enforce-default-message': ['error', 'literal'],
      'formatjs/enforce-placeholders': 'error',
      'formatjs/no-multiple-whitespaces': 'error',
      'formatjs/no-complex-selectors': 'error',
    },
  },
  {
    // A message is only ever formatted for display (docs/i18n.md): its English default is not data.
    // Messages are precompiled at build time, where `defaultMessage` becomes a parsed AST, so code
    // that reads it as text (to compare, sort, store or key on) breaks. Use a code and format it.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/i18n/**', ...textCheckIgnores],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...defaultMessageSelectors,
        ...customerTextSelectors,
        ...muiSelectors,
      ],
    },
  },
  {
    files: ['src/i18n/**/*.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...customerTextSelectors] },
  },
  {
    files: [
      'src/domain/**/*.ts',
      'src/config/**/*.ts',
      'src/telemetry/scrub.ts',
      'src/session/rules/**/*.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // Anything that is not src/ (`@/`) or a relative path is a package (or a node: builtin).
              regex: `^(?!@/|\\.{1,2}/${purePackagePattern.map((name) => `|${name}(/|$)`).join('')})`,
              message:
                'domain/, config/ and the pure rules (telemetry/scrub.ts, session/rules/) are pure TypeScript: no package (framework, IO, zod, uuid, react-intl) unless purePackages in eslint.config.js names it.',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        'window',
        'document',
        'fetch',
        'localStorage',
        'navigator',
        'indexedDB',
      ],
    },
  },
  {
    // One tab list (docs/decisions/0014, the sixth pass): MUI's Tabs measure the page on every update.
    files: ['src/**/*.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@mui/material/Tabs', message: 'Use TabBar (src/components/navigation/tab-bar.tsx).' },
            { name: '@mui/material/Tab', message: 'Use TabBar (src/components/navigation/tab-bar.tsx).' },
            { name: '@mui/material', importNames: ['Tabs', 'Tab'], message: 'Use TabBar.' },
          ],
        },
      ],
    },
  },
  {
    files: ['sw/**/*.ts', 'sandbox/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['react', 'react-dom', '@mui/*', '@emotion/*'], message: 'No React outside src/.' },
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**', 'tests/**/*.mjs', '.ci/**', '*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['scripts/**', 'tests/**', 'sandbox/**', '*.config.*'],
    rules: { 'no-console': 'off', 'max-lines': 'off' },
  },
);

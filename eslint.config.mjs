// One lint config for every project. The module-boundary rule is what keeps the
// architecture's dependency direction real: app -> feature -> (data-access, ui) -> util.
import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import checkFile from 'eslint-plugin-check-file';
import noHistoryComments from './tools/lint/rules/no-history-comments.mjs';

const onlyShared = ['scope:shared'];

// Tests, stories and test kits drive time themselves (fake clocks, waits); the rules below are for
// the code users run.
const NOT_PRODUCT_CODE = ['**/*.test.{ts,tsx}', '**/*.stories.tsx', 'libs/api/src/testing/**', 'libs/*/src/**/testing/**'];
// The longest a hand-written file in libs/*/src may be (tools/lint/small-parts.test.ts proves it).
const MAX_FILE_LINES = 400;
const STORAGE_AND_NETWORK_GLOBALS = [
  { name: 'localStorage', message: 'Use readStored/writeStored from @exchange/platform.' },
  { name: 'sessionStorage', message: "Use readStored/writeStored(..., 'session') from @exchange/platform." },
  { name: 'fetch', message: 'Use the HTTP client from @exchange/api.' },
];
// One clock: every timed rule reads time and schedules through @exchange/platform, so one fake
// clock controls them all in tests. No exceptions outside libs/platform.
const CLOCK_GLOBALS = [
  { name: 'setTimeout', message: 'Use after() from @exchange/platform (the one clock).' },
  { name: 'setInterval', message: 'Use every() from @exchange/platform (the one clock).' },
  { name: 'requestAnimationFrame', message: 'Use onNextFrame() from @exchange/platform (the one clock).' },
  { name: 'performance', message: 'Use monotonicNow() from @exchange/platform (the one clock).' },
];
const DOOR_SYNTAX = [
  { selector: "MemberExpression[object.name='document'][property.name='cookie']", message: 'Use readCookie/writeCookie from @exchange/platform.' },
  { selector: 'ExportAllDeclaration', message: 'List public exports by name (no export *).' },
];
// The globals above also reached as a property of the global object (window.Date.now(),
// globalThis['setTimeout']), by computed name (Date['now']()) or by destructuring.
const GLOBAL_OBJECT = '/^(globalThis|window|self)$/';
const TIMER_NAMES = '/^(setTimeout|setInterval|requestAnimationFrame|performance)$/';
// One module per side reads the environment, so every variable is named in one place and in the
// README's table (tools/env/env-table.test.ts).
const ENV_SYNTAX = [
  {
    selector: "MemberExpression[object.name='process'][property.name='env']",
    message: 'Read environment variables through tools/env/tools-env.ts (tools, tests) or tools/env/build-env.ts (the site build), and list the name in the README.',
  },
];
// A mock that spreads a front door's real module re-exports every name of it, so knip counts them
// all as used: a test replaces what it needs through a seam (an injected dependency, or the lib's
// /testing entry) instead.
const DOOR_MOCK_SYNTAX = [
  {
    selector: "CallExpression[callee.object.name='jest'][callee.property.name='requireActual'][arguments.0.value=/^@exchange\\x2F/]",
    message: "Do not load a front door's real module into a mock (knip then counts its every export as used): inject the dependency, or use the lib's /testing seam.",
  },
];
const CLOCK_SYNTAX = [
  { selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']", message: 'Use now() from @exchange/platform (the one clock).' },
  { selector: "MemberExpression[object.name='Date'][property.value='now']", message: 'Use now() from @exchange/platform (the one clock).' },
  { selector: `MemberExpression[object.object.name=${GLOBAL_OBJECT}][object.property.name='Date'][property.name='now']`, message: 'Use now() from @exchange/platform (the one clock).' },
  { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: 'Use new Date(now()) with now() from @exchange/platform (the one clock).' },
  { selector: `NewExpression[callee.object.name=${GLOBAL_OBJECT}][callee.property.name='Date'][arguments.length=0]`, message: 'Use new Date(now()) with now() from @exchange/platform (the one clock).' },
  { selector: `MemberExpression[object.name=${GLOBAL_OBJECT}][property.name=${TIMER_NAMES}]`, message: 'Use after()/every()/onNextFrame()/monotonicNow() from @exchange/platform (the one clock).' },
  { selector: `MemberExpression[object.name=${GLOBAL_OBJECT}][property.value=${TIMER_NAMES}]`, message: 'Use after()/every()/onNextFrame()/monotonicNow() from @exchange/platform (the one clock).' },
  { selector: `VariableDeclarator[init.name=${GLOBAL_OBJECT}] > ObjectPattern > Property[key.name=${TIMER_NAMES}]`, message: 'Use after()/every()/onNextFrame()/monotonicNow() from @exchange/platform (the one clock).' },
  { selector: "VariableDeclarator[init.name='Date'] > ObjectPattern > Property[key.name='now']", message: 'Use now() from @exchange/platform (the one clock).' },
];

// A relative path from tools/ into a lib's files.
const LIB_BY_PATH = '^(\\./)?(\\.\\./)+libs/';
// The same for a selector, whose regex cannot hold a slash.
const LIB_BY_PATH_SELECTOR = '/^(\\.\\x2F)?(\\.\\.\\x2F)+libs\\x2F/';
const LIB_BY_PATH_MESSAGE = 'Import the lib by its name (@exchange/<lib> or a secondary entry such as @exchange/<lib>/testing), not by a path into libs/.';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      'dist/**',
      '.nx/**',
      'tmp/**',
      'test-results/**',
      'playwright-report/**',
      'tools/lint/fixtures/**',
      'tools/visual/baselines/**',
      '**/*.snap',
      'storybook-static/**',
      'libs/api/src/testing/vendor/**',
      'public/mockServiceWorker.js',
      '**/public/mockServiceWorker.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { '@nx': nx, 'react-hooks': reactHooks, 'check-file': checkFile },
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allow: [],
          // A lib's secondary entry loaded on demand (the masker, monitoring) is not a lazy-loaded
          // library: its main entry is meant to be imported statically beside it.
          checkDynamicDependenciesExceptions: ['@exchange/*'],
          banTransitiveDependencies: false,
          depConstraints: [
            { sourceTag: 'type:app', onlyDependOnLibsWithTags: ['type:feature', 'type:ui', 'type:data-access', 'type:util'] },
            { sourceTag: 'type:feature', onlyDependOnLibsWithTags: ['type:feature', 'type:ui', 'type:data-access', 'type:util'] },
            { sourceTag: 'type:data-access', onlyDependOnLibsWithTags: ['type:data-access', 'type:util'] },
            { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:ui', 'type:util'] },
            { sourceTag: 'type:util', onlyDependOnLibsWithTags: ['type:util'] },
            // shell is the shared feature: it never reaches into another feature.
            { sourceTag: 'scope:shell', onlyDependOnLibsWithTags: [...onlyShared, 'scope:shell'] },
            { sourceTag: 'scope:chart', onlyDependOnLibsWithTags: [...onlyShared, 'scope:shell', 'scope:chart'] },
            { sourceTag: 'scope:growth', onlyDependOnLibsWithTags: [...onlyShared, 'scope:shell', 'scope:growth'] },
            { sourceTag: 'scope:passkey', onlyDependOnLibsWithTags: [...onlyShared, 'scope:shell', 'scope:passkey'] },
            { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: onlyShared },
            // The edge (libs/edge: what a server runs and its generators) reads the browser libs'
            // constants through their front doors; only tools import it (no other tag lists type:server).
            { sourceTag: 'type:server', onlyDependOnLibsWithTags: ['*'] },
            { sourceTag: 'scope:edge', onlyDependOnLibsWithTags: ['*'] },
            // tools/ (CI, preview, release, docs generators) may use any lib through its front door.
            { sourceTag: 'type:tool', onlyDependOnLibsWithTags: ['*'] },
          ],
        },
      ],
      'no-restricted-syntax': ['error', ...ENV_SYNTAX, ...DOOR_MOCK_SYNTAX],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // kebab-case file names everywhere (grafana-ui style folders, tldraw style files).
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
    },
  },
  {
    files: ['libs/*/src/**/*.{ts,tsx}', 'apps/*/src/**/*.{ts,tsx}'],
    ignores: NOT_PRODUCT_CODE,
    rules: {
      // tldraw-style discipline: product code goes through the platform's helpers, never the raw globals.
      'no-restricted-globals': ['error', ...STORAGE_AND_NETWORK_GLOBALS, ...CLOCK_GLOBALS],
      'no-restricted-syntax': ['error', ...DOOR_SYNTAX, ...CLOCK_SYNTAX, ...ENV_SYNTAX, ...DOOR_MOCK_SYNTAX],
    },
  },
  {
    // Small parts: a hand-written product or test-kit file stays readable in one sitting. Tests,
    // stories and generated or recorded fixtures are exempt.
    files: ['libs/*/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.stories.tsx', 'libs/*/src/**/fixtures/**'],
    rules: { 'max-lines': ['error', { max: MAX_FILE_LINES, skipBlankLines: false, skipComments: false }] },
  },
  {
    // The one clock lives here; the storage rules still hold.
    files: ['libs/platform/src/**/*.{ts,tsx}'],
    ignores: NOT_PRODUCT_CODE,
    rules: {
      'no-restricted-globals': ['error', ...STORAGE_AND_NETWORK_GLOBALS],
      'no-restricted-syntax': ['error', ...DOOR_SYNTAX, ...ENV_SYNTAX, ...DOOR_MOCK_SYNTAX],
    },
  },
  {
    files: ['libs/**/*.{ts,tsx,js,mjs,cjs}', 'apps/**/*.{ts,tsx,js,mjs,cjs}', 'tools/**/*.{ts,tsx,js,mjs,cjs}', '*.{mjs,cjs}'],
    plugins: { house: { rules: { 'no-history-comments': noHistoryComments } } },
    rules: { 'house/no-history-comments': 'error' },
  },
  {
    // Tools use a lib as any project does, through a front door (`@exchange/<lib>` or a secondary
    // entry), never by a relative path into its files.
    files: ['tools/**/*.{ts,tsx,js,mjs,cjs}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: LIB_BY_PATH, message: LIB_BY_PATH_MESSAGE }] }],
      'no-restricted-syntax': [
        'error',
        { selector: `ImportExpression[source.value=${LIB_BY_PATH_SELECTOR}]`, message: LIB_BY_PATH_MESSAGE },
        { selector: `CallExpression[callee.name='require'][arguments.0.value=${LIB_BY_PATH_SELECTOR}]`, message: LIB_BY_PATH_MESSAGE },
        { selector: `CallExpression[callee.property.name=/^require(Actual|Mock)$/][arguments.0.value=${LIB_BY_PATH_SELECTOR}]`, message: LIB_BY_PATH_MESSAGE },
        ...ENV_SYNTAX,
        ...DOOR_MOCK_SYNTAX,
      ],
    },
  },
  {
    // tools/ became an Nx project (its stages are targets); its imports of libs are checked as they
    // were before that, i.e. not by the project-boundary rule.
    files: ['tools/**/*.{ts,tsx}'],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
  {
    // Build config and e2e specs are tooling around an app, not app code: they may use tools/.
    files: ['apps/*/vite.config.ts', '**/e2e/**/*.ts'],
    rules: { '@nx/enforce-module-boundaries': 'off' },
  },
  {
    files: ['**/*.cjs', '**/*.mjs', 'tools/**/*.ts'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', __dirname: 'readonly', require: 'readonly', module: 'writable' } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // The two modules that read the environment.
    files: ['tools/env/tools-env.ts', 'tools/env/build-env.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
);

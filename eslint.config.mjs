// One lint config for every project. The module-boundary rule is what keeps the
// architecture's dependency direction real: app -> feature -> (data-access, ui) -> util.
import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import checkFile from 'eslint-plugin-check-file';

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
];
const DOOR_SYNTAX = [
  { selector: "MemberExpression[object.name='document'][property.name='cookie']", message: 'Use readCookie/writeCookie from @exchange/platform.' },
  { selector: 'ExportAllDeclaration', message: 'List public exports by name (no export *).' },
];
const CLOCK_SYNTAX = [
  { selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']", message: 'Use now() from @exchange/platform (the one clock).' },
  { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: 'Use nowDate() from @exchange/platform (the one clock).' },
  {
    selector: "MemberExpression[object.name=/^(globalThis|window|self)$/][property.name=/^(setTimeout|setInterval)$/]",
    message: 'Use after()/every() from @exchange/platform (the one clock).',
  },
];

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
          ],
        },
      ],
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
      'no-restricted-syntax': ['error', ...DOOR_SYNTAX, ...CLOCK_SYNTAX],
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
      'no-restricted-syntax': ['error', ...DOOR_SYNTAX],
    },
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
);

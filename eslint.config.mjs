// One lint config for every project. The module-boundary rule is what keeps the
// architecture's dependency direction real: app -> feature -> (data-access, ui) -> util.
import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import checkFile from 'eslint-plugin-check-file';

const onlyShared = ['scope:shared'];

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
    files: ['libs/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.stories.tsx', 'libs/api/src/testing/**', 'libs/*/src/**/testing/**'],
    rules: {
      // tldraw-style discipline: libs go through the small helpers, never the raw globals.
      'no-restricted-globals': [
        'error',
        { name: 'localStorage', message: 'Use the storage helper from @exchange/shell (or the lib\'s own storage helper).' },
        { name: 'sessionStorage', message: 'Use the storage helper.' },
        { name: 'fetch', message: 'Use the HTTP client from @exchange/api.' },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: "MemberExpression[object.name='document'][property.name='cookie']", message: 'Use the cookie helper.' },
        { selector: 'ExportAllDeclaration', message: 'List public exports by name (no export *).' },
      ],
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

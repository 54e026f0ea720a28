// One jest run for every lib, app and tool test. swc compiles TSX with emotion's jsx runtime.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic', importSource: '@emotion/react' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

// ESM-only packages (react-intl and msw's dependency tree) must be transformed too.
const esmPackages = [
  'react-intl', '@formatjs', 'intl-messageformat', 'msw', '@mswjs', '@bundled-es-modules', 'until-async',
  'outvariant', 'strict-event-emitter', 'headers-polyfill', 'is-node-process', 'rettime', 'tough-cookie',
  '@simplewebauthn', 'lightweight-charts', 'fancy-canvas', 'idb', 'dompurify', 'technicalindicators', 'trading-signals',
  '@open-draft', 'statuses', 'type-fest', 'cookie', '@scure', '@noble',
];

module.exports = {
  projects: [
    {
      displayName: 'unit',
      rootDir: __dirname,
      testEnvironment: 'jest-fixed-jsdom',
      testEnvironmentOptions: { customExportConditions: [''] },
      testMatch: ['<rootDir>/{libs,apps,tools}/**/*.test.{ts,tsx}'],
      testPathIgnorePatterns: ['/node_modules/', '/dist/', '/e2e/', '<rootDir>/tools/e2e/', '<rootDir>/tools/visual/'],
      transform: { '^.+\\.(t|j|mj|cj)sx?$': swc },
      transformIgnorePatterns: [`/node_modules/(?!(${esmPackages.join('|')})/)`],
      moduleNameMapper: {
        '^@exchange/platform/masker$': '<rootDir>/libs/platform/src/monitoring/masker.ts',
        '^@exchange/([a-z-]+)/(testing|monitoring|local-db|boot)$': '<rootDir>/libs/$1/src/$2/index.ts',
        '^@exchange/([a-z-]+)$': '<rootDir>/libs/$1/src/index.ts',
        '\\.(css|png|svg|woff2?)$': '<rootDir>/tools/jest/file-stub.cjs',
      },
      setupFilesAfterEnv: ['<rootDir>/tools/jest/setup.ts'],
    },
  ],
};

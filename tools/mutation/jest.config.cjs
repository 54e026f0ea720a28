/**
 * The jest config Stryker runs: the unit project of the root config on its own (Stryker's jest
 * runner wraps one project's `testEnvironment` for per-test coverage; a `projects` list hides it),
 * narrowed to the in-scope files' tests (scope.cjs), with one fixed fast-check seed so a property
 * test draws the same samples for every mutant.
 */
const path = require('node:path');
const { mutationTestFiles } = require('./scope.cjs');

const {
  projects: [unit],
} = require(path.join(__dirname, '../../jest.config.cjs'));
const { displayName: _displayName, ...config } = unit;

module.exports = {
  ...config,
  testMatch: mutationTestFiles(config.rootDir).map((file) => `<rootDir>/${file}`),
  setupFilesAfterEnv: [...config.setupFilesAfterEnv, path.join(__dirname, 'seed-property-tests.ts')],
};

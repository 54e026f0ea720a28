/**
 * Preloaded into Stryker's test-runner process. The unit project runs in jsdom, and test files that
 * need Node say `@jest-environment node` in a docblock; jest then loads `jest-environment-node`
 * itself, bypassing the environment Stryker wraps to learn which test covers which mutant, and the
 * dry run fails with "Missing coverage results". This hook hands jest Stryker's own coverage-aware
 * wrap of the Node environment whenever it asks for jest-environment-node.
 */
const Module = require('node:module');
const fs = require('node:fs');
const path = require('node:path');

const nodeEnvironment = fs.realpathSync(require.resolve('jest-environment-node'));
const wrapped = path.join(__dirname, 'node-environment.cjs');
const resolve = Module._resolveFilename;

Module._resolveFilename = function resolveFilename(request, parent, ...rest) {
  const found = resolve.call(this, request, parent, ...rest);
  if (parent?.filename === wrapped) return found;
  return found === nodeEnvironment || safeRealpath(found) === nodeEnvironment ? wrapped : found;
};

function safeRealpath(file) {
  try {
    return path.isAbsolute(file) ? fs.realpathSync(file) : file;
  } catch {
    return file;
  }
}

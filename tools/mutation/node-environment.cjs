/** jest-environment-node with Stryker's coverage mixin (see node-environment-hook.cjs). */
const { mixinJestEnvironment } = require('@stryker-mutator/jest-runner');
const { TestEnvironment } = require('jest-environment-node');

const StrykerNodeEnvironment = mixinJestEnvironment(TestEnvironment);
module.exports = StrykerNodeEnvironment;
module.exports.TestEnvironment = StrykerNodeEnvironment;
module.exports.default = StrykerNodeEnvironment;

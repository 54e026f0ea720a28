/** True when `file` (relative to the repository root, `/`-separated) is in scope. */
export declare function isInScope(file: string): boolean;
/** The test files Stryker runs, relative to `root` and sorted. */
export declare function mutationTestFiles(root: string): string[];
/** The in-scope files under `root`, relative and sorted. */
export declare function inScopeFiles(root: string): string[];
/** The tests Stryker runs for `files` (in-scope, relative to `root`): each one's own and those scope.json names for it. */
export declare function testsFor(root: string, files: string[]): string[];
/** In-scope files whose static mutants are left out of their runs (scope.json `ignoreStatic`, with its reason). */
export declare const staticIgnoredFiles: readonly string[];
/** The mutation score Stryker reports as high and low, and the one under which the stage fails (scope.json). */
export declare const mutationThresholds: { high: number; low: number; break: number };

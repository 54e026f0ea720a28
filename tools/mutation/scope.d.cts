/** True when `file` (relative to the repository root, `/`-separated) is in scope. */
export declare function isInScope(file: string): boolean;
/** The test files Stryker runs, relative to `root` and sorted. */
export declare function mutationTestFiles(root: string): string[];
/** The in-scope files under `root`, relative and sorted. */
export declare function inScopeFiles(root: string): string[];

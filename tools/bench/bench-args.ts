/**
 * `npm run bench -- --site main,eu --page home,trade --runs 1 [--doc]`: the subset one iteration
 * measures. Pure, so it is unit-tested; the env names the README already gives
 * (LIGHTHOUSE_SITES, LIGHTHOUSE_RUNS) still work when no flag says otherwise.
 */
export interface BenchArgs {
  sites?: string[];
  /** Unset, the Lighthouse part measures each site's pages in the "HTML first" acceptance. */
  pages?: string[];
  runs?: number;
  /** Write docs/lighthouse.md even on a partial run (it says so in its header). */
  doc: boolean;
}

const list = (value: string | undefined) =>
  value
    ?.split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** Reads `--flag value` and `--flag=value`; unknown flags are an error naming the known ones. */
export function parseBenchArgs(argv: readonly string[], env: Record<string, string | undefined> = {}): BenchArgs {
  const values: Record<string, string | undefined> = {};
  let doc = false;
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--doc') {
      doc = true;
      continue;
    }
    const match = /^--(site|page|runs)(?:=(.*))?$/.exec(arg);
    if (!match) throw new Error(`unknown argument ${arg}; use --site <a,b> --page <a,b> --runs <n> --doc`);
    const value = match[2] ?? argv[(i += 1)];
    if (value === undefined || value.startsWith('--')) throw new Error(`--${match[1]} needs a value`);
    values[match[1]] = value;
  }
  const runsText = values.runs ?? env.LIGHTHOUSE_RUNS;
  const runs = runsText === undefined ? undefined : Number(runsText);
  if (runs !== undefined && !(Number.isInteger(runs) && runs >= 1)) throw new Error(`--runs must be a whole number ≥ 1, not ${runsText}`);
  return { sites: list(values.site ?? env.LIGHTHOUSE_SITES), pages: list(values.page), runs, doc };
}

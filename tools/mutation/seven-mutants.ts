/**
 * Seven hand-made mutants of spec rules that once lived, applied one at a time to the tree: each must fail the
 * unit tests that state its rule (a subset of `npm test`'s unit stage, so the stage fails too).
 * The file is restored after each, whatever happens. Prints one line per mutant and exits non-zero
 * when one survives or no longer applies (the code moved: update its `from`).
 *
 *   npx tsx tools/mutation/seven-mutants.ts
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');

/** One hand-made mutant: `from` (found exactly once in `file`) becomes `to`; `tests` state the rule. */
interface HandMutant {
  what: string;
  file: string;
  from: string;
  to: string;
  tests: string[];
}

export const SEVEN_MUTANTS: readonly HandMutant[] = [
  {
    what: 'confirming the Uzbekistan-assets notice stores its time under the Netherlands key',
    file: 'libs/shell/src/compliance/compliance-dialogs/compliance-dialogs.tsx',
    from: "storeConfirmation(active === 'Netherlands' ? 'netherlands' : 'uzbekistanAssets', now())",
    to: "storeConfirmation('netherlands', now())",
    tests: ['libs/shell/src/compliance/compliance-dialogs/compliance-dialogs.test.tsx'],
  },
  {
    what: 'the KYC-upgrade cookie lasts 1 hour instead of 12',
    file: 'libs/shell/src/compliance/compliance-storage.ts',
    from: 'maxAgeSeconds: KYC_UPGRADE_REPEAT_MS / 1000',
    to: 'maxAgeSeconds: HOUR_MS / 1000',
    tests: ['libs/shell/src/compliance/compliance-storage.test.ts'],
  },
  {
    what: 'a closed fund-password dialog still submits (the pending wait is not dropped on unmount)',
    file: 'libs/shell/src/widgets/fund-password/use-debounced-submit.ts',
    from: 'return () => current.cancel();',
    to: 'return () => undefined;',
    tests: ['libs/shell/src/widgets/fund-password/fund-password-dialog.test.tsx'],
  },
  {
    what: 'the fund-password debounce is 1200 ms instead of 1500',
    file: 'libs/shell/src/widgets/constants.ts',
    from: 'FUND_PASS_SUBMIT_DEBOUNCE_MS = 1500',
    to: 'FUND_PASS_SUBMIT_DEBOUNCE_MS = 1200',
    tests: ['libs/shell/src/widgets/fund-password/fund-password-dialog.test.tsx'],
  },
  {
    what: "TD Sequential's 13 qualifier compares the close instead of the low (high on the sell side)",
    file: 'libs/chart/src/indicators/td-sequential-calculation.ts',
    from: 'side < 0 ? low <= s.close8 : high >= s.close8',
    to: 'side < 0 ? close <= s.close8 : close >= s.close8',
    tests: ['libs/chart/src/indicators/td-sequential-calculation.test.ts'],
  },
  {
    what: 'the link policy matches external hosts by suffix',
    file: 'libs/platform/src/links/link-policy.ts',
    from: '(options.externalHosts ?? []).includes(parsed.hostname)',
    to: '(options.externalHosts ?? []).some((host) => parsed.hostname.endsWith(host))',
    tests: ['libs/platform/src/links/link-policy.test.ts'],
  },
  {
    what: 'X-Forwarded-Proto is trusted from any client (every peer a trusted proxy by default)',
    file: 'libs/edge/src/deploy/render.ts',
    from: '  default 0;\n',
    to: '  default 1;\n',
    tests: ['libs/edge/src/deploy/render.test.ts'],
  },
];

/** Applies `mutant`, runs its tests and restores the file: 'killed', 'survived' or 'gone' (its `from` is not there once). */
function tryMutant(mutant: HandMutant): 'killed' | 'survived' | 'gone' {
  const file = path.join(root, mutant.file);
  const original = fs.readFileSync(file, 'utf8');
  if (original.split(mutant.from).length !== 2) return 'gone';
  try {
    fs.writeFileSync(file, original.replace(mutant.from, mutant.to));
    const run = spawnSync(path.join(root, 'node_modules/.bin/jest'), ['--selectProjects', 'unit', '--runTestsByPath', ...mutant.tests], { cwd: root, encoding: 'utf8' });
    return run.status === 0 ? 'survived' : 'killed';
  } finally {
    fs.writeFileSync(file, original);
  }
}

if (require.main === module) {
  let alive = 0;
  for (const mutant of SEVEN_MUTANTS) {
    const started = Date.now();
    const outcome = tryMutant(mutant);
    if (outcome !== 'killed') alive += 1;
    console.log(`[seven-mutants] ${outcome.padEnd(8)} ${mutant.what} (${mutant.file}; ${Math.round((Date.now() - started) / 1000)} s)`);
  }
  process.exitCode = alive === 0 ? 0 : 1;
}

/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { markdownAnchors } from './decisions';
import { buildCoverage, readRules, specFolder, specLines, type Rule } from './spec-coverage';
import { createReach, libsOfVisitedRoutes, unreachedRows, type ReachRow } from './test-reach';

const root = path.resolve(__dirname, '../..');
/**
 * The specifications are not in this repository. When EXCHANGE_SPEC_DIR names their folder (CI
 * passes it), every spec line is cross-checked against the rules; without it the rows are still
 * checked against the code and tests they name.
 */
const specDir = specFolder();
const withSpecs = specDir ? describe : describe.skip;
if (!specDir) console.log('spec coverage: EXCHANGE_SPEC_DIR is not set, so the spec lines are not cross-checked (the rows are, against code and tests).');

interface SpecFile {
  file: string;
  text: string;
}

/** Reads both specifications; a missing folder fails loudly instead of covering nothing. */
function loadSpecs(dir = specDir ?? ''): SpecFile[] {
  if (!fs.existsSync(dir)) {
    throw new Error(`The specifications folder ${dir} is missing: EXCHANGE_SPEC_DIR must name the folder holding the specifications (*.md).`);
  }
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.md'))
    .sort();
  if (files.length === 0) throw new Error(`No specification (*.md) in ${dir}.`);
  return files.map((file) => ({ file, text: fs.readFileSync(path.join(dir, file), 'utf8') }));
}

/** Every "section › line" subject of both specs, as the generator matches them. */
function subjects(specs: SpecFile[]): Array<{ file: string; index: number; subject: string }> {
  return specs.flatMap((spec) =>
    specLines(spec.text).map(({ section, line }, i) => ({ file: spec.file, index: i + 1, subject: `${section} › ${line}` })),
  );
}

/**
 * The repo paths named in a code or test column: entries are separated by ", ", may carry a
 * `#anchor` and a trailing description in parentheses, which are not part of the path.
 */
function columnPaths(column: string): Array<{ file: string; anchor?: string }> {
  return column
    .split(', ')
    .map((entry) => entry.replace(/\s*\([^)]*\)\s*$/, '').trim())
    .filter((entry) => entry.length > 0)
    .map((entry) => {
      const [file, anchor] = entry.split('#');
      return anchor ? { file, anchor } : { file };
    });
}

describe('columnPaths', () => {
  it('splits on ", " and strips anchors and trailing descriptions', () => {
    expect(columnPaths('libs/a.ts (rule x), docs/decisions.md#ui, tools/e2e/b.e2e.ts (nl-vip)')).toEqual([
      { file: 'libs/a.ts' },
      { file: 'docs/decisions.md', anchor: 'ui' },
      { file: 'tools/e2e/b.e2e.ts' },
    ]);
  });
});

describe('docs/spec-coverage.md rows', () => {
  const rules = readRules();

  it('fails with a clear message when the specifications folder is absent', () => {
    expect(() => loadSpecs(path.join(root, 'no-such-spec-folder'))).toThrow(/specifications folder .*no-such-spec-folder is missing/);
  });

  it('gives every rule an issue (2 to 11, 20 to 27, or the round-four conformance issue 65), code and tests', () => {
    const problems = rules.flatMap((rule) => {
      const issue = Number(rule.issue);
      const missing = [
        Number.isInteger(issue) && ((issue >= 2 && issue <= 11) || (issue >= 20 && issue <= 27) || issue === 65) ? '' : `issue ${String(rule.issue)}`,
        rule.code?.trim() ? '' : 'code',
        rule.test?.trim() ? '' : 'test',
      ].filter(Boolean);
      return missing.length ? [`rule /${rule.match}/: bad or empty ${missing.join(', ')}`] : [];
    });
    expect(problems).toEqual([]);
  });

  it('names only files that exist in the repository, and anchors that exist in them', () => {
    const missing: string[] = [];
    for (const rule of rules) {
      for (const { file, anchor } of [...columnPaths(rule.code ?? ''), ...columnPaths(rule.test ?? '')]) {
        const full = path.join(root, file);
        if (!fs.existsSync(full)) {
          missing.push(`${file} (rule /${rule.match}/)`);
        } else if (anchor && !markdownAnchors(fs.readFileSync(full, 'utf8')).has(anchor)) {
          missing.push(`${file}#${anchor} (rule /${rule.match}/): no such anchor`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it('has no row with an empty issue, code or test column, and every row names its rule\'s code and tests', () => {
    const rows = fs
      .readFileSync(path.join(root, 'docs/spec-coverage.md'), 'utf8')
      .split('\n')
      .filter((line) => /^\| \d+ \|/.test(line));
    expect(rows.length).toBeGreaterThan(0);
    // The last three cells (issue, code, test) never contain an unescaped "|".
    const bad = rows.filter((row) => {
      const cells = row.split(/(?<!\\)\|/).slice(1, -1).map((c) => c.trim());
      const [issue, code, test] = cells.slice(-3);
      if (!/^#(?:[2-9]|1[01]|2[0-7]|65)$/.test(issue) || !code || !test) return true;
      const claimed = code.replace(/ \(constant only\)$/, '');
      return !rules.some((r) => `#${r.issue}` === issue && (r.code ?? '') === claimed && (r.test ?? '') === test);
    });
    expect(bad).toEqual([]);
  });
});

withSpecs('docs/spec-coverage.md against the specifications (EXCHANGE_SPEC_DIR)', () => {
  const rules = readRules();

  it('finds both specifications', () => {
    const specs = loadSpecs();
    expect(specs.map((s) => s.file)).toEqual(['chart-growth-passkey-regional.md', 'shell-and-compliance.md']);
    expect(subjects(specs).length).toBeGreaterThan(0);
  });

  it('maps every spec line to a rule', () => {
    const unmatched = subjects(loadSpecs()).flatMap(({ file, index, subject }) =>
      rules.some((r) => new RegExp(r.match, 'i').test(subject)) ? [] : [`${file} #${index}: no rule matches "${subject.slice(0, 90)}"`],
    );
    expect(unmatched).toEqual([]);
  });

  it('has no dead rule: each rule is the first match of at least one spec line', () => {
    const all = subjects(loadSpecs());
    const used = new Set(all.map(({ subject }) => rules.findIndex((r) => new RegExp(r.match, 'i').test(subject))));
    const dead = rules.filter((_, i) => !used.has(i)).map((r) => r.match);
    expect(dead).toEqual([]);
  });

  it('is committed exactly as the generator writes it', () => {
    const committed = fs.readFileSync(path.join(root, 'docs/spec-coverage.md'), 'utf8');
    // Regenerate with: EXCHANGE_SPEC_DIR=<folder> npx tsx tools/docs/spec-coverage.ts
    expect(committed).toBe(buildCoverage(rules, loadSpecs()) + '\n');
  });

  it('has one row per spec line', () => {
    const rows = fs
      .readFileSync(path.join(root, 'docs/spec-coverage.md'), 'utf8')
      .split('\n')
      .filter((line) => /^\| \d+ \|/.test(line));
    expect(rows.length).toBe(subjects(loadSpecs()).length);
  });
});

/** The coverage rows as the reach check sees them: one per rule (every row is some rule's). */
function reachRows(rules: Rule[]): ReachRow[] {
  return rules.map((rule) => ({
    label: `rule /${rule.match}/`,
    code: columnPaths(rule.code ?? '').map((entry) => entry.file),
    tests: columnPaths(rule.test ?? '').map((entry) => entry.file),
    backing: rule.backing,
    constants: rule.constants,
  }));
}

describe('coverage does not over-claim', () => {
  const reach = createReach(root);

  it("every row's named tests reach the code files it names (directly or through what they render)", () => {
    expect(unreachedRows(reachRows(readRules()), reach)).toEqual([]);
  });

  it('fails on a row whose test does not reach its code (negative fixture)', () => {
    const fixture: ReachRow[] = [
      { label: 'fixture #1', code: ['libs/chart/src/indicators/kdj-calculation.ts'], tests: ['libs/site-registry/src/sites.test.ts'] },
      { label: 'fixture #2', code: ['libs/chart/src/indicators/kdj-calculation.ts'], tests: ['libs/chart/src/indicators/kdj-calculation.test.ts'] },
    ];
    expect(unreachedRows(fixture, reach)).toEqual(['fixture #1: no named test reaches libs/chart/src/indicators/kdj-calculation.ts']);
  });

  it('counts an e2e spec only for the libs of the routes it visits: growth pages reach growth, not the chart', () => {
    const trade = 'libs/chart/src/trade-chart/trade-chart.tsx';
    const signup = 'libs/growth/src/signup/signup-page.tsx';
    const rows: ReachRow[] = [
      { label: 'fixture #5', code: [trade], tests: ['apps/main/e2e/growth.e2e.ts'] },
      { label: 'fixture #6', code: [signup], tests: ['apps/main/e2e/growth.e2e.ts'] },
      { label: 'fixture #7', code: [trade], tests: ['apps/main/e2e/chart.e2e.ts'] },
      // Every page runs the shell and the libs it stands on.
      { label: 'fixture #8', code: ['libs/shell/src/store/session-rules.ts', 'libs/platform/src/clock/clock.ts'], tests: ['apps/main/e2e/growth.e2e.ts'] },
    ];
    expect(unreachedRows(rows, reach)).toEqual([`fixture #5: no named test reaches ${trade}`]);
  });

  it('never counts a helper under tools/e2e/ as a browser spec: it reaches only what it imports', () => {
    const row: ReachRow = { label: 'fixture #9', code: ['libs/chart/src/trade-chart/trade-chart.tsx', 'libs/site-registry/src/sites.ts'], tests: ['tools/e2e/site-smoke.ts'] };
    expect(unreachedRows([row], reach)).toEqual(['fixture #9: no named test reaches libs/chart/src/trade-chart/trade-chart.tsx']);
  });

  it('reads the routes a spec opens from its paths: language prefix, query and API paths included', () => {
    expect([...libsOfVisitedRoutes("await page.goto('/zh/trade/BTC_USDT?theme=dark');")]).toEqual(['chart']);
    expect([...libsOfVisitedRoutes('await page.goto(`/referral`); await page.goto("/login");')].sort()).toEqual(['growth', 'passkey']);
    expect([...libsOfVisitedRoutes("await page.goto('/'); request.get('/api/web/v1/usercenter/get_info');")]).toEqual(['shell']);
  });

  it('a test reaches code through the component it renders, not only its direct imports', () => {
    expect(reach('libs/shell/src/app-shell/app-shell.test.tsx').has('libs/shell/src/store/session-rules.ts')).toBe(true);
  });

  it('a constant row names constants its code still exports (negative fixtures: none named, one gone)', () => {
    const row: ReachRow = { label: 'fixture #4', code: ['libs/chart/src/constants.ts'], tests: ['libs/chart/src/settings/chart-settings.test.ts'], backing: 'constant' };
    expect(unreachedRows([row], reach)).toEqual(['fixture #4: a constant row names its constants ("constants": [...])']);
    expect(unreachedRows([{ ...row, constants: ['DEFAULT_RESOLUTION', 'VIDEO_IDLE_TIMER_MS'] }], reach)).toEqual([
      'fixture #4: no code file of the row exports the constant VIDEO_IDLE_TIMER_MS',
    ]);
  });

  it('a row backed only by constants passes only with the "constant" mark, and says so in the table', () => {
    const row: ReachRow = { label: 'fixture #3', code: ['libs/chart/src/constants.ts'], tests: ['libs/chart/src/settings/chart-settings.test.ts'] };
    expect(unreachedRows([row], reach)).toEqual(['fixture #3: backed only by constants; mark it "backing": "constant"']);
    expect(unreachedRows([{ ...row, backing: 'constant', constants: ['DEFAULT_RESOLUTION'] }], reach)).toEqual([]);
    const table = buildCoverage([{ match: '.', issue: 6, code: 'libs/chart/src/constants.ts', test: 'x.test.ts', backing: 'constant' }], [
      { file: 'f.md', text: '## S\n- Video idle timer 1000 ms.\n' },
    ]);
    expect(table).toContain('| libs/chart/src/constants.ts (constant only) |');
  });
});

/**
 * Writes tools/project.json: one Nx target per `npm test` stage (`tools:ci-<stage>`), so Nx caches
 * what may be cached, runs a stage's prerequisites first, and can spread stages over machines.
 * STAGES in tools/ci/test.ts is the one list; this file only turns it into targets.
 *
 * `npx tsx tools/ci/stage-targets.ts --write` regenerates; `--check` fails when the file is stale.
 */
import fs from 'node:fs';
import path from 'node:path';
import { CODE, DOCS, isBrowserStage, STAGES, type Stage, type StageInput } from './test';

const root = path.resolve(__dirname, '../..');
/** The generated project file. */
export const TOOLS_PROJECT_FILE = path.join(root, 'tools/project.json');

/** The Nx target name of a stage (prefixed: `tools:lint` lints tools/ alone, for `nx affected`). */
export const stageTarget = (name: string): string => `ci-${name}`;

type Input = StageInput | { env: string };

interface Target {
  executor: string;
  options?: Record<string, unknown>;
  inputs?: Input[];
  outputs?: string[];
  cache?: boolean;
  dependsOn?: Array<string | { projects: string[]; target: string }>;
}

function targetOf(stage: Stage): Target {
  return {
    executor: 'nx:run-commands',
    options: { command: stage.command },
    // A browser stage also reads servers and Chromium, which no hash sees, so it never caches.
    cache: !isBrowserStage(stage),
    inputs: [...(stage.reads ?? CODE), ...(stage.env ?? []).map((name) => ({ env: name }))],
    outputs: stage.outputs ?? [],
    ...(stage.dependsOn && { dependsOn: stage.dependsOn.map((d) => (typeof d === 'string' ? stageTarget(d) : d)) }),
  };
}

/** The folders of tools/ with a project.json of their own, as `tools/<folder>`. */
export function toolsSubprojects(): string[] {
  const tools = path.join(root, 'tools');
  return fs
    .readdirSync(tools)
    .filter((dir) => fs.existsSync(path.join(tools, dir, 'project.json')))
    .sort()
    .map((dir) => `tools/${dir}`);
}

/** tools/project.json as the stages list says it. */
export function toolsProject(stages: Stage[] = STAGES): Record<string, unknown> {
  // Folders of tools/ that are Nx projects of their own (tools/wiring): their files are theirs, not tools'.
  const nested = toolsSubprojects();
  const ignore = (flag: string) => nested.map((dir) => ` ${flag}${dir}/`).join('');
  const targets: Record<string, Target> = {
    // tools/ on its own, for `npm run affected`.
    lint: { executor: 'nx:run-commands', options: { command: `eslint tools${ignore('--ignore-pattern=')}` } },
    // tools' tests read every project's files, the settings and the docs (knip, the coverage rules).
    test: {
      executor: 'nx:run-commands',
      options: { command: `jest --testPathPatterns=/tools/${ignore('--testPathIgnorePatterns=/')}` },
      inputs: [...CODE, DOCS],
    },
  };
  for (const stage of stages) targets[stageTarget(stage.name)] = targetOf(stage);
  return {
    name: 'tools',
    $schema: '../node_modules/nx/schemas/project-schema.json',
    sourceRoot: 'tools',
    projectType: 'library',
    tags: ['type:tool'],
    targets,
  };
}

export const toolsProjectText = (stages: Stage[] = STAGES): string => `${JSON.stringify(toolsProject(stages), null, 2)}\n`;

if (require.main === module) {
  const current = fs.existsSync(TOOLS_PROJECT_FILE) ? fs.readFileSync(TOOLS_PROJECT_FILE, 'utf8') : '';
  if (process.argv.includes('--write')) {
    fs.writeFileSync(TOOLS_PROJECT_FILE, toolsProjectText());
    console.log(`wrote ${path.relative(root, TOOLS_PROJECT_FILE)}`);
  } else if (current !== toolsProjectText()) {
    console.error('tools/project.json is stale: run npx tsx tools/ci/stage-targets.ts --write');
    process.exit(1);
  }
}

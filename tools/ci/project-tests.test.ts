/**
 * @jest-environment node
 *
 * `nx affected -t test` runs the `test` target of each affected project: each must run that
 * project's own tests and nothing else, so a change to one lib costs that lib's tests, and the
 * targets together run every unit test once.
 */
import { exec, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { childEnv } from '../env/tools-env';

const root = path.resolve(__dirname, '../..');

interface GraphNode {
  data: { root: string; targets: Record<string, { options?: { command?: string } }> };
}

/** Every project's `test` command as Nx resolves it (nx.json's targetDefaults, then project.json). */
function testCommands(): Map<string, { root: string; command: string }> {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'exchange-graph-')), 'graph.json');
  execFileSync(path.join(root, 'node_modules/.bin/nx'), ['graph', `--file=${file}`], { cwd: root, stdio: 'pipe', env: childEnv({ NX_DAEMON: 'false', NX_TUI: 'false' }) });
  const nodes = (JSON.parse(fs.readFileSync(file, 'utf8')) as { graph: { nodes: Record<string, GraphNode> } }).graph.nodes;
  fs.rmSync(path.dirname(file), { recursive: true, force: true });
  const commands = new Map<string, { root: string; command: string }>();
  for (const [name, node] of Object.entries(nodes)) {
    const command = node.data.targets.test?.options?.command;
    if (command) commands.set(name, { root: node.data.root, command });
  }
  return commands;
}

/** The test files a command would run: the command itself (as Nx runs it: a shell, node_modules/.bin on the path), asked for its list. */
async function listTests(command: string): Promise<string[]> {
  const env = childEnv({ FORCE_COLOR: '0' });
  env.PATH = `${path.join(root, 'node_modules/.bin')}${path.delimiter}${env.PATH ?? ''}`;
  const { stdout } = await promisify(exec)(`${command} --listTests`, { cwd: root, encoding: 'utf8', env });
  return stdout
    .split('\n')
    .filter((line) => line.startsWith('/'))
    .map((file) => path.relative(root, file));
}

describe("each project's test target", () => {
  let commands: Map<string, { root: string; command: string }>;
  let lists: Map<string, string[]>;
  let all: string[];
  beforeAll(async () => {
    commands = testCommands();
    const names = [...commands.keys()];
    const found = await Promise.all(names.map((name) => listTests(commands.get(name)!.command)));
    lists = new Map(names.map((name, i) => [name, found[i]]));
    all = await listTests('jest');
  }, 180_000);

  it('every lib and tools has one', () => {
    const libs = fs.readdirSync(path.join(root, 'libs')).filter((lib) => fs.existsSync(path.join(root, 'libs', lib, 'project.json')));
    const roots = [...commands.values()].map((c) => c.root);
    expect(roots).toEqual(expect.arrayContaining([...libs.map((lib) => `libs/${lib}`), 'tools']));
  });

  it("lists only the project's own test files (a project's folder inside another's, as tools/wiring in tools, is its own)", () => {
    const roots = [...commands.values()].map((c) => c.root);
    const owner = (file: string) => roots.filter((r) => file.startsWith(`${r}/`)).sort((a, b) => b.length - a.length)[0];
    for (const [name, files] of lists) {
      const own = commands.get(name)!.root;
      expect({ name, outside: files.filter((file) => owner(file) !== own) }).toEqual({ name, outside: [] });
    }
    // ui has a few dozen tests, not the whole suite.
    expect(lists.get('ui')!.length).toBeGreaterThan(0);
  });

  it('together the targets list every unit test exactly once', () => {
    const listed = [...lists.values()].flat();
    expect(listed.filter((file, i) => listed.indexOf(file) !== i)).toEqual([]);
    expect([...listed].sort()).toEqual([...all].sort());
  });
});

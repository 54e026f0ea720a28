/**
 * @jest-environment node
 *
 * Every environment variable the code reads is read by one of two modules (lint bans
 * `process.env` elsewhere), and each name they read has a row in the README's table. To read a new
 * variable: add it to TOOLS_ENV_NAMES (or BUILD_ENV_NAMES) and a row to the README's table.
 */
import fs from 'node:fs';
import path from 'node:path';
import { declaredCases } from '../lint/lint-source';
import { BUILD_ENV_NAMES } from './build-env';
import { TOOLS_ENV_NAMES } from './tools-env';

const root = path.resolve(__dirname, '../..');

/** The variable names in the first column of the README's "Environment variables" table. */
function readmeTableNames(readme: string): string[] {
  const section = readme.split(/^## /m).find((part) => part.startsWith('Environment variables'));
  if (!section) return [];
  return section
    .split('\n')
    .filter((line) => /^\| `/.test(line))
    .flatMap((line) => [...(line.split('|')[1] ?? '').matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((m) => m[1]));
}

const READ = "export const port = process.env.PORT;\n";
const CASES = [
  { filePath: 'tools/preview/new-tool.ts', source: READ },
  { filePath: 'libs/shell/src/new-part.ts', source: READ },
  { filePath: 'libs/shell/src/new-part.test.ts', source: READ },
  { filePath: 'apps/main/e2e/new.e2e.ts', source: READ },
  { filePath: 'tools/env/tools-env.ts', source: READ },
];
const lint = declaredCases(CASES, ['no-restricted-syntax']);

describe('environment variables', () => {
  it('every name the two env modules read has a row in the README table', () => {
    const documented = new Set(readmeTableNames(fs.readFileSync(path.join(root, 'README.md'), 'utf8')));
    const missing = [...TOOLS_ENV_NAMES, ...BUILD_ENV_NAMES].filter((name) => !documented.has(name));
    expect(missing).toEqual([]);
  });

  it('the table check reads names from the table only', () => {
    const readme = '## Environment variables\n\n| variable | read by |\n|---|---|\n| `PORT`, `HOST` | dev |\n\n## Next\n\n| `OTHER` | x |\n';
    expect(readmeTableNames(readme)).toEqual(['PORT', 'HOST']);
  });

  it('lint bans process.env outside the two modules, in tools, libs, tests and specs alike', () => {
    for (const { filePath } of CASES.slice(0, -1)) {
      expect({ filePath, messages: lint(filePath, READ) }).toEqual({ filePath, messages: [expect.stringContaining('tools/env/tools-env.ts')] });
    }
    expect(lint('tools/env/tools-env.ts', READ)).toEqual([]);
  });
});

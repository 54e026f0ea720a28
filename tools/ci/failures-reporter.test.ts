import path from 'node:path';
import type { TestCase } from '@playwright/test/reporter';
import { slowestSpecs } from './failures-reporter';

const root = path.resolve(__dirname, '../..');
const testIn = (file: string, ...durations: number[]) =>
  ({ location: { file: path.join(root, file), line: 1, column: 1 }, results: durations.map((duration) => ({ duration })) }) as unknown as TestCase;

describe('slowestSpecs', () => {
  it('sums every attempt of every test per spec file and names the slowest first, in whole seconds', () => {
    const line = slowestSpecs([testIn('a.e2e.ts', 1_000), testIn('b.e2e.ts', 2_000, 2_600), testIn('a.e2e.ts', 1_400)]);
    expect(line).toBe('b.e2e.ts 5s, a.e2e.ts 2s');
  });

  it('names at most eight files', () => {
    const tests = Array.from({ length: 10 }, (_, index) => testIn(`s${index}.e2e.ts`, (index + 1) * 1_000));
    expect(slowestSpecs(tests).split(', ')).toHaveLength(8);
    expect(slowestSpecs(tests).startsWith('s9.e2e.ts 10s')).toBe(true);
  });

  it('is empty for a stage that ran no test', () => {
    expect(slowestSpecs([])).toBe('');
  });
});

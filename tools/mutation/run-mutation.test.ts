/** @jest-environment node */
import { fileRunOptions, parseMutationArgs } from './run-mutation';

describe('npm run mutation', () => {
  it('reads --force, --concurrency and --files, in both spellings', () => {
    expect(parseMutationArgs([])).toEqual({ force: false });
    expect(parseMutationArgs(['--force', '--concurrency', '2'])).toEqual({ force: true, concurrency: 2 });
    expect(parseMutationArgs(['--concurrency=1', '--files=a.ts,b.ts'])).toEqual({ force: false, concurrency: 1, files: ['a.ts', 'b.ts'] });
    expect(parseMutationArgs(['--new-files', '3'])).toEqual({ force: false, newFiles: 3 });
  });

  it('refuses an unknown option, a missing list and a runner count that is not a whole number', () => {
    expect(() => parseMutationArgs(['--mutate', 'a.ts'])).toThrow('unknown option --mutate');
    expect(() => parseMutationArgs(['--files'])).toThrow('--files needs');
    expect(() => parseMutationArgs(['--concurrency', '0'])).toThrow('--concurrency needs');
    expect(() => parseMutationArgs(['--concurrency', 'two'])).toThrow('--concurrency needs');
    expect(() => parseMutationArgs(['--new-files', '-1'])).toThrow('--new-files needs');
  });

  it("runs one file with that file's tests only, leaves the score to the record and writes the HTML report on the last run", () => {
    const base = { concurrency: 1, thresholds: { high: 95, low: 90, break: 90 }, jest: { projectType: 'custom', configFile: 'tools/mutation/jest.config.cjs' } };
    const options = fileRunOptions(base, 'libs/a/src/x-rules.ts', ['libs/a/src/x-rules.test.ts'], false, { force: true, concurrency: 2 });
    expect(options).toMatchObject({
      mutate: ['libs/a/src/x-rules.ts'],
      force: true,
      concurrency: 2,
      jest: { projectType: 'custom', configFile: 'tools/mutation/jest.config.cjs', config: { testMatch: ['<rootDir>/libs/a/src/x-rules.test.ts'] } },
      thresholds: { high: 95, low: 90, break: null },
      reporters: ['json'],
    });
    expect(fileRunOptions(base, 'a.ts', [], true, { force: false }).reporters).toContain('html');
    expect(fileRunOptions(base, 'a.ts', [], true, { force: false }).concurrency).toBe(1);
  });

  it('leaves out the static mutants of exactly the files scope.json names for it, and of no other', () => {
    const base = { concurrency: 1 };
    expect(fileRunOptions(base, 'libs/a/src/mask.ts', [], false, { force: false }, ['libs/a/src/mask.ts']).ignoreStatic).toBe(true);
    expect(fileRunOptions(base, 'libs/a/src/mask-rules.ts', [], false, { force: false }, ['libs/a/src/mask.ts'])).not.toHaveProperty('ignoreStatic');
  });
});

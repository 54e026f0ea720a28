/** @jest-environment node */
import { parseBenchArgs } from './bench-args';

describe('bench subset flags', () => {
  it('reads sites, pages and runs in both spellings', () => {
    expect(parseBenchArgs(['--site', 'main,eu', '--page=home,trade', '--runs', '1'])).toEqual({ sites: ['main', 'eu'], pages: ['home', 'trade'], runs: 1, doc: false });
    expect(parseBenchArgs(['--doc'])).toEqual({ sites: undefined, pages: undefined, runs: undefined, doc: true });
  });

  it('falls back to the environment names when no flag says otherwise', () => {
    expect(parseBenchArgs([], { LIGHTHOUSE_SITES: 'hk', LIGHTHOUSE_RUNS: '3' })).toMatchObject({ sites: ['hk'], runs: 3 });
    expect(parseBenchArgs(['--site', 'us'], { LIGHTHOUSE_SITES: 'hk' }).sites).toEqual(['us']);
  });

  it('refuses an unknown flag, a missing value and a bad run count', () => {
    expect(() => parseBenchArgs(['--sites', 'main'])).toThrow(/unknown argument --sites/);
    expect(() => parseBenchArgs(['--page'])).toThrow(/--page needs a value/);
    expect(() => parseBenchArgs(['--runs', '0'])).toThrow(/--runs must be/);
  });
});

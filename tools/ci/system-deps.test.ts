import { installPlan, type MachineState } from './system-deps';

const bare: MachineState = { root: true, chromium: false, nginx: false, brotli: false, engines: false };
const ready: MachineState = { root: true, chromium: true, nginx: true, brotli: true, engines: true };

describe('installPlan: what npm test asks apt-get for', () => {
  it('a fresh machine: one update, then Chromium with nginx; the engines only downloaded, without a second update', () => {
    const browser = installPlan(bare, 'browser');
    expect(browser.runs[0]).toEqual(['update', '-qq']);
    expect(browser.runs[1]).toEqual(expect.arrayContaining(['install', 'chromium', 'nginx', 'libnginx-mod-http-brotli-static']));
    expect(browser.fatal).toBe(true);
    const engines = installPlan(bare, 'engines', { downloadOnly: true, updated: true });
    expect(engines.runs).toEqual([['install', '-y', '-qq', '--download-only', 'firefox-esr', 'webkit2gtk-driver', 'xvfb']]);
  });

  it('the engines stage itself installs for real (dpkg), reading the lists first when nothing else did', () => {
    expect(installPlan(bare, 'engines').runs).toEqual([['update', '-qq'], ['install', '-y', '-qq', 'firefox-esr', 'webkit2gtk-driver', 'xvfb']]);
  });

  it('nothing to do on a machine that has it all', () => {
    expect(installPlan(ready, 'browser').runs).toEqual([]);
    expect(installPlan(ready, 'engines').runs).toEqual([]);
  });

  it('only the brotli module missing: its install is a warning, not a failure', () => {
    const plan = installPlan({ ...ready, brotli: false }, 'browser');
    expect(plan.runs[1]).toEqual(['install', '-y', '-qq', 'libnginx-mod-http-brotli-static']);
    expect(plan.fatal).toBe(false);
  });

  it('not root and something missing: no apt-get, the command to run by hand instead', () => {
    const browser = installPlan({ ...bare, root: false }, 'browser');
    expect(browser.runs).toEqual([]);
    expect(browser.refusal).toMatch(/sudo apt-get install -y chromium nginx/);
    expect(installPlan({ ...ready, root: false, engines: false }, 'engines').refusal).toMatch(/sudo apt-get install -y firefox-esr webkit2gtk-driver xvfb/);
    // Not root with only the brotli module missing still works (gzip on the fly): no refusal.
    expect(installPlan({ ...ready, root: false, brotli: false }, 'browser')).toEqual({ runs: [], fatal: false });
  });
});

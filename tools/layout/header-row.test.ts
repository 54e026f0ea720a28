/** @jest-environment node */
import { headerRowProblems, type ControlBox } from './header-row';

const header = { top: 0, bottom: 60, left: 0, right: 1280 };
const control = (name: string, left: number, top = 12, height = 36, clipped = false): ControlBox => ({ name, left, right: left + 60, top, bottom: top + height, clipped });

describe('headerRowProblems', () => {
  it('passes one row of controls inside the header, a two-line link among them too', () => {
    expect(headerRowProblems({ header, controls: [control('Trade', 100, 13, 35), control('Log in', 900), control('Language', 1000), control('Dark mode', 1200)] })).toEqual([]);
  });

  it('names a control wrapped to a second row, and the part of it outside the header', () => {
    const controls = [control('Trade', 100), control('Log in', 900), control('Language', 1000), control('Dark mode', 16, 60)];
    expect(headerRowProblems({ header, controls })).toEqual([
      '"Dark mode" is off the row (at 16,60 60x36; the row\'s middle is y=30)',
      '"Dark mode" is outside the header (at 16,60 60x36)',
    ]);
  });

  it('names a control past the header\'s end, and a clipped one', () => {
    const controls = [control('Trade', 100), control('Currency', 1250), control('Download', 800, 12, 36, true)];
    expect(headerRowProblems({ header, controls })).toEqual(['"Currency" is outside the header (at 1250,12 60x36)', '"Download" is clipped (at 800,12 60x36)']);
  });

  it('an empty header is a problem, not a pass', () => {
    expect(headerRowProblems({ header, controls: [] })).toEqual(['the header has no control']);
  });
});

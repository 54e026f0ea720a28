/** @jest-environment node */
import { BREAKPOINTS, Z_INDEX } from '../constants';
import { createTheme, riseFallColors, type ThemeMode } from './create-theme';

function luminance(hex: string): number {
  const n = parseInt(hex.slice(1), 16);
  const [r, g, b] = [n >> 16, (n >> 8) & 255, n & 255].map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

describe('createTheme', () => {
  it.each<[ThemeMode, 'green-up' | 'red-up', string, string]>([
    ['light', 'green-up', '#1BB273', '#F2495E'],
    ['dark', 'green-up', '#30BF87', '#F2495E'],
    ['light', 'red-up', '#F2495E', '#1BB273'],
    ['dark', 'red-up', '#F2495E', '#30BF87'],
  ])('%s %s: rise %s, fall %s', (mode, riseColor, rise, fall) => {
    expect(riseFallColors(mode, riseColor)).toEqual({ rise, fall });
    const theme = createTheme({ mode, riseColor, direction: 'ltr' });
    expect(theme.colors.rise).toBe(rise);
    expect(theme.colors.fall).toBe(fall);
  });

  it.each<ThemeMode>(['light', 'dark'])('%s: every text/background pair passes WCAG AA 4.5:1', (mode) => {
    const { colors } = createTheme({ mode, riseColor: 'green-up', direction: 'ltr' });
    const pairs: [string, string, string][] = [
      ['text on background', colors.text, colors.background],
      ['text on surface', colors.text, colors.surface],
      ['text on elevated', colors.text, colors.elevated],
      ['muted on background', colors.mutedText, colors.background],
      ['muted on surface', colors.mutedText, colors.surface],
      ['muted on elevated', colors.mutedText, colors.elevated],
      ['primary text on elevated', colors.primary, colors.elevated],
      ['primary text on background', colors.primary, colors.background],
      ['onPrimary on primary', colors.onPrimary, colors.primary],
      ['onDanger on danger', colors.onDanger, colors.danger],
      ['icon glyph on success', colors.elevated, colors.success],
      ['icon glyph on warning', colors.elevated, colors.warning],
      ['icon glyph on danger', colors.elevated, colors.danger],
    ];
    for (const [name, fg, bg] of pairs) {
      expect({ name, ratio: contrast(fg, bg) >= 4.5 }).toEqual({ name, ratio: true });
    }
  });

  it('focus ring is visible against the background (3:1 for non-text)', () => {
    for (const mode of ['light', 'dark'] as const) {
      const { colors } = createTheme({ mode, riseColor: 'green-up', direction: 'ltr' });
      expect(contrast(colors.focusRing, colors.background)).toBeGreaterThanOrEqual(3);
    }
  });

  it.each<ThemeMode>(['light', 'dark'])('%s: the header controls share one size, and their hover and pressed states keep AA contrast', (mode) => {
    const { control, colors, sizes } = createTheme({ mode, riseColor: 'green-up', direction: 'ltr' });
    expect(control.size).toBe(36);
    expect(control.size).toBeLessThan(sizes.touchTarget);
    expect(contrast(colors.text, control.hoverBackground)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(control.pressedText, control.pressedBackground)).toBeGreaterThanOrEqual(4.5);
    expect(control.focusRing).toBe(`2px solid ${colors.focusRing}`);
  });

  it('carries the direction and is pure', () => {
    const options = { mode: 'dark', riseColor: 'red-up', direction: 'rtl' } as const;
    expect(createTheme(options).direction).toBe('rtl');
    expect(JSON.stringify(createTheme(options))).toBe(JSON.stringify(createTheme(options)));
  });

  it('uses exactly the spec breakpoints 539, 768, 992, 1248, 1439', () => {
    const theme = createTheme({ mode: 'light', riseColor: 'green-up', direction: 'ltr' });
    expect(Object.values(theme.breakpoints)).toEqual([539, 768, 992, 1248, 1439]);
    expect(theme.mq.up('sm')).toBe('@media (min-width: 768px)');
    expect(theme.mq.down('sm')).toBe('@media (max-width: 767.98px)');
    expect(theme.mq.down('md')).toBe('@media (max-width: 991.98px)');
    expect(theme.mq.between('md', 'xl')).toBe('@media (min-width: 992px) and (max-width: 1438.98px)');
    expect(theme.mq.reducedMotion).toBe('@media (prefers-reduced-motion: reduce)');
  });

  it('puts the smallest breakpoint at 539 px', () => {
    expect(BREAKPOINTS.xs).toBe(539);
  });

  it('stacks overlays: header < sideMenu < bar < drawer < dialog < toast < tooltip', () => {
    const order = ['header', 'sideMenu', 'bar', 'drawer', 'dialog', 'toast', 'tooltip'] as const;
    const values = order.map((key) => Z_INDEX[key]);
    expect([...values].sort((a, b) => a - b)).toEqual(values);
    expect(new Set(values).size).toBe(values.length);
  });

  it('drawer motion matches the 300 ms close delay', () => {
    expect(createTheme({ mode: 'light', riseColor: 'green-up', direction: 'ltr' }).motion.durationMs.normal).toBe(300);
  });
});

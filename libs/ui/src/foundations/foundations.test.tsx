import { screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createTheme, type ExchangeTheme, type RiseColor, type ThemeMode } from '../theme/create-theme';
import { renderUi } from '../testing/render';
import { ThemeProvider } from '../theme/theme-provider';
import { ColourFoundations, ElevationFoundations, SpacingFoundations, TypographyFoundations } from './foundations';
import * as stories from './foundations.stories';
import { colourItems, contrastRatio, formatRatio, typesetItems } from './token-groups';

const MODES: ThemeMode[] = ['light', 'dark'];
const SETTINGS: RiseColor[] = ['green-up', 'red-up'];
const themeOf = (mode: ThemeMode, riseColor: RiseColor = 'green-up') => createTheme({ mode, riseColor, direction: 'ltr' });
const TITLE = { light: 'Light theme', dark: 'Dark theme' } as const;
// The tokens the rise/fall table shows instead of the mode table.
const RISE_FALL = ['rise', 'fall'];

/** The cells of the row headed by `token` in `table`, as text. */
function rowOf(table: HTMLElement, token: string): string[] {
  const row = within(table).getByRole('rowheader', { name: token }).closest('tr');
  if (!row) throw new Error(`no row for ${token}`);
  return Array.from(row.querySelectorAll('td')).map((cell) => cell.textContent ?? '');
}

describe('foundations pages', () => {
  it.each(MODES)('the colour page lists every colour token of the %s theme with its value and contrast', (mode) => {
    renderUi(<ColourFoundations />);
    const { colors } = themeOf(mode);
    const panel = screen.getByRole('region', { name: TITLE[mode] });
    const table = within(panel).getByRole('table', { name: `Colour tokens, ${mode}` });
    const names = Object.keys(colors).filter((name) => !RISE_FALL.includes(name)) as (keyof typeof colors)[];
    expect(names.length).toBeGreaterThanOrEqual(14);
    for (const name of names) {
      expect(rowOf(table, `colors.${name}`)).toEqual([colors[name], formatRatio(contrastRatio(colors[name], colors.background))]);
    }
    expect(within(table).getAllByRole('rowheader')).toHaveLength(names.length);
  });

  it.each(MODES)('the colour page shows rise and fall in both market_rise_color settings, %s', (mode) => {
    renderUi(<ColourFoundations />);
    const panel = screen.getByRole('region', { name: TITLE[mode] });
    const table = within(panel).getByRole('table', { name: `Rise and fall by market_rise_color, ${mode}` });
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['market_rise_color', 'colors.rise', 'colors.fall']);
    for (const setting of SETTINGS) {
      const { rise, fall } = themeOf(mode, setting).colors;
      expect(rowOf(table, setting)).toEqual([rise, fall]);
    }
    // green-up draws a rise green (spec 2 §2: F2495E is the red); red-up swaps the two.
    expect(rowOf(table, 'green-up')[1]).toBe('#F2495E');
    expect(rowOf(table, 'red-up')[0]).toBe('#F2495E');
  });

  it('the colour page labels every swatch with its value in text, left to right; the swatch itself is hidden decoration', () => {
    const { container } = renderUi(<ColourFoundations />);
    const swatches = container.querySelectorAll('[aria-hidden="true"][style*="background"]');
    expect(swatches.length).toBeGreaterThan(0);
    for (const swatch of swatches) {
      expect(swatch.nextElementSibling?.textContent).toMatch(/^(#|rgba?\()/);
      // A value such as rgba(0, 0, 0, 0.5) keeps its order on Arabic pages.
      expect(swatch.nextElementSibling).toHaveAttribute('dir', 'ltr');
    }
  });

  it('the colour palette for the docs page has every token, light and dark, and rise/fall in all four combinations', () => {
    const items = Object.fromEntries(colourItems().map((item) => [item.title, item.colors]));
    for (const name of Object.keys(themeOf('light').colors) as (keyof ExchangeTheme['colors'])[]) {
      if (RISE_FALL.includes(name)) {
        expect(items[`colors.${name}`]).toEqual(
          Object.fromEntries(MODES.flatMap((mode) => SETTINGS.map((s) => [`${mode} ${s}`, themeOf(mode, s).colors[name]]))),
        );
      } else {
        expect(items[`colors.${name}`]).toEqual({ light: themeOf('light').colors[name], dark: themeOf('dark').colors[name] });
      }
    }
  });

  it('the type page lists every token of every typography group with its value', () => {
    renderUi(<TypographyFoundations />);
    const { typography } = themeOf('light');
    for (const [group, tokens] of Object.entries(typography)) {
      const table = screen.getByRole('table', { name: `Tokens of typography.${group}` });
      for (const [name, value] of Object.entries(tokens as Record<string, string | number>)) {
        expect(rowOf(table, `typography.${group}.${name}`)[0]).toBe(String(value));
      }
    }
    // Each family's sample is in its own script, marked with its language.
    const families = screen.getByRole('table', { name: 'Tokens of typography.fontFamily' });
    expect(within(families).getByText(/بيتكوين/)).toHaveAttribute('lang', 'ar');
    expect(within(families).getByText(/比特币/)).toHaveAttribute('lang', 'zh');
  });

  it('the type scale for the docs page has every size in every family and weight', () => {
    const { fontFamily, fontSize, fontWeight } = themeOf('light').typography;
    const items = typesetItems();
    expect(items.map((item) => item.label)).toEqual([
      ...Object.keys(fontFamily).map((name) => `typography.fontFamily.${name}`),
      ...Object.keys(fontWeight).map((name) => `typography.fontWeight.${name}`),
    ]);
    for (const item of items) expect(item.fontSizes).toEqual(Object.values(fontSize));
  });

  it('the spacing page lists the spacing scale, radii, fixed sizes and breakpoints', () => {
    renderUi(<SpacingFoundations />);
    const { spacing, radii, sizes, breakpoints } = themeOf('light');
    const scale = screen.getByRole('table', { name: 'theme.spacing' });
    spacing.forEach((px, i) => expect(rowOf(scale, `spacing[${i}]`)[0]).toBe(`${px}px`));
    const corners = screen.getByRole('table', { name: 'theme.radii' });
    for (const [name, value] of Object.entries(radii)) expect(rowOf(corners, `radii.${name}`)[0]).toBe(value);
    const fixed = screen.getByRole('table', { name: 'theme.sizes' });
    for (const [name, px] of Object.entries(sizes)) expect(rowOf(fixed, `sizes.${name}`)[0]).toBe(`${px}px`);
    const widths = screen.getByRole('table', { name: /^theme\.breakpoints/ });
    for (const [name, px] of Object.entries(breakpoints)) expect(rowOf(widths, `breakpoints.${name}`)).toEqual([`${px}px`, `@media (min-width: ${px}px)`]);
  });

  it('the elevation page lists every z-index lowest first, and every shadow in light and dark', () => {
    renderUi(<ElevationFoundations />);
    const layers = screen.getByRole('table', { name: 'theme.zIndex, lowest first' });
    const expected = Object.entries(themeOf('light').zIndex).sort(([, a], [, b]) => a - b);
    expect(within(layers).getAllByRole('rowheader').map((th) => th.textContent)).toEqual(expected.map(([name]) => `zIndex.${name}`));
    for (const [name, value] of expected) expect(rowOf(layers, `zIndex.${name}`)).toEqual([String(value)]);
    for (const mode of MODES) {
      const panel = screen.getByRole('region', { name: TITLE[mode] });
      const table = within(panel).getByRole('table', { name: `Shadows, ${mode}` });
      for (const [name, shadow] of Object.entries(themeOf(mode).shadows)) expect(rowOf(table, `shadows.${name}`)[0]).toBe(shadow);
    }
  });

  it('a token added to the theme later appears on its page without the page changing', () => {
    const base = themeOf('light');
    const theme = {
      ...base,
      typography: { ...base.typography, letterSpacing: { wide: '0.04em' } },
      radii: { ...base.radii, xl: '16px' },
      zIndex: { ...base.zIndex, banner: 150 },
    } as unknown as ExchangeTheme;
    const page = (
      <ThemeProvider theme={theme}>
        <TypographyFoundations />
        <SpacingFoundations />
        <ElevationFoundations />
      </ThemeProvider>
    );
    renderUi(page);
    expect(rowOf(screen.getByRole('table', { name: 'Tokens of typography.letterSpacing' }), 'typography.letterSpacing.wide')[0]).toBe('0.04em');
    expect(rowOf(screen.getByRole('table', { name: 'theme.radii' }), 'radii.xl')[0]).toBe('16px');
    const layers = within(screen.getByRole('table', { name: 'theme.zIndex, lowest first' })).getAllByRole('rowheader');
    // 150 sorts between the side menu (110) and the bars (200).
    expect(layers.map((th) => th.textContent).slice(1, 4)).toEqual(['zIndex.sideMenu', 'zIndex.banner', 'zIndex.bar']);
  });

  it.each([
    ['Colour', 'Colour tokens, light'],
    ['Typography', 'Tokens of typography.fontSize'],
    ['Spacing', 'theme.spacing'],
    ['Elevation', 'theme.zIndex, lowest first'],
  ] as const)('the %s story renders its page (the MDX page of the same name shows it)', (name, table) => {
    const render = stories[name].render as () => ReactElement;
    renderUi(render());
    expect(screen.getByRole('table', { name: table })).toBeInTheDocument();
  });

  it('the stories file has one story per page and nothing else', () => {
    expect(Object.keys(stories).sort()).toEqual(['Colour', 'Elevation', 'Spacing', 'Typography', 'default']);
  });

  it('contrast ratios match WCAG, translucent colours laid over the background', () => {
    expect(formatRatio(contrastRatio('#000000', '#FFFFFF'))).toBe('21.0:1');
    expect(formatRatio(contrastRatio('#FFF', '#FFFFFF'))).toBe('1.0:1');
    // Half-transparent black on white is seen as mid grey: 128 of 255 in each channel.
    expect(formatRatio(contrastRatio('rgba(0, 0, 0, 0.5)', '#FFFFFF'))).toBe(formatRatio(contrastRatio('#808080', '#FFFFFF')));
    expect(() => contrastRatio('papayawhip', '#FFFFFF')).toThrow(/Unsupported colour/);
  });
});

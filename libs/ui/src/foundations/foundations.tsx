import { css, type Theme } from '@emotion/react';
import { useId, useMemo, type CSSProperties, type ReactNode } from 'react';
import { createTheme, type ThemeMode } from '../theme/create-theme';
import { ThemeProvider, useTheme } from '../theme/theme-provider';
import {
  contrastRatio,
  familySample,
  formatRatio,
  modeColourNames,
  RISE_COLORS,
  riseFallColourNames,
  THEME_MODES,
  themeOf,
} from './token-groups';
import { useStyles } from '../use-styles/use-styles';

// Designer-facing reference pages: the English here is documentation for the design system's
// reviewers, not product text, so it is not in the message catalogues.

const MODE_TITLE: Record<ThemeMode, string> = { light: 'Light theme', dark: 'Dark theme' };

interface Row {
  /** The token's path in the theme, shown as the row's header. */
  token: string;
  cells: ReactNode[];
}

interface TokenTableProps {
  caption: string;
  /** Heading of the first column, the rows' own headers. */
  rowHeader?: string;
  headers: string[];
  rows: Row[];
}

/**
 * One token group as a table: the token path heads each row, so every value has a text label.
 * Token paths and values are code, left to right on Arabic pages too (`dir="ltr"` isolates them).
 */
function TokenTable({ caption, rowHeader = 'Token', headers, rows }: TokenTableProps) {
  const styles = useStyles(getStyles);
  return (
    <table css={styles.table}>
      <caption css={styles.caption}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{rowHeader}</th>
          {headers.map((header) => (
            <th key={header} scope="col">
              {header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map(({ token, cells }) => (
          <tr key={token}>
            <th scope="row">
              <code dir="ltr">{token}</code>
            </th>
            {cells.map((cell, i) => (
              <td key={i}>{cell}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A section with its heading, named by it (a landmark a reviewer can jump to). */
function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  const styles = useStyles(getStyles);
  return (
    <section aria-labelledby={id} css={styles.section}>
      <h2 id={id} css={styles.heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** One colour scheme's panel: that mode's background and text, in the page's direction. */
function ModePanel({ mode, children }: { mode: ThemeMode; children: ReactNode }) {
  const { direction } = useTheme();
  const theme = useMemo(() => createTheme({ mode, riseColor: 'green-up', direction }), [mode, direction]);
  return (
    <ThemeProvider theme={theme}>
      <div css={getStyles(theme).panel}>
        <Section title={MODE_TITLE[mode]}>{children}</Section>
      </div>
    </ThemeProvider>
  );
}

/** A colour value beside its swatch; the swatch is decoration, the value is the label. */
function Swatch({ value }: { value: string }) {
  const styles = useStyles(getStyles);
  return (
    <span css={styles.swatchCell}>
      <span aria-hidden="true" css={styles.swatch} style={{ background: value }} />
      <code dir="ltr">{value}</code>
    </span>
  );
}

function ColourTables({ mode }: { mode: ThemeMode }) {
  const { colors } = themeOf(mode);
  const riseFall = riseFallColourNames();
  return (
    <>
      <TokenTable
        caption={`Colour tokens, ${mode}`}
        headers={['Value', 'Contrast on colors.background']}
        rows={modeColourNames().map((name) => ({
          token: `colors.${name}`,
          cells: [<Swatch key="v" value={colors[name]} />, formatRatio(contrastRatio(colors[name], colors.background))],
        }))}
      />
      <TokenTable
        caption={`Rise and fall by market_rise_color, ${mode}`}
        rowHeader="market_rise_color"
        headers={riseFall.map((name) => `colors.${name}`)}
        rows={RISE_COLORS.map((rise) => ({
          token: rise,
          cells: riseFall.map((name) => <Swatch key={name} value={themeOf(mode, rise).colors[name]} />),
        }))}
      />
    </>
  );
}

/**
 * Every colour token in the light and the dark theme, each with its contrast on the background,
 * and the rise/fall colours in both `market_rise_color` settings.
 */
export function ColourFoundations() {
  const styles = useStyles(getStyles);
  return (
    <div css={styles.page}>
      <p css={styles.intro}>
        Every colour token of the theme, in both schemes. Text colours need 4.5:1 on the background they sit on; rise and fall
        are for charts and tickers, not body text. The visitor&apos;s market_rise_color setting picks green-up (rise green,
        fall red) or red-up (rise red, fall green); Chinese pages start red-up.
      </p>
      {THEME_MODES.map((mode) => (
        <ModePanel key={mode} mode={mode}>
          <ColourTables mode={mode} />
        </ModePanel>
      ))}
    </div>
  );
}

/**
 * Every typography token group with a sample set in it: families in their own script, sizes,
 * weights and line heights. A group added to `theme.typography` gets its own table.
 */
export function TypographyFoundations() {
  const theme = useTheme();
  const styles = useStyles(getStyles);
  const groups = Object.entries(theme.typography) as [string, Record<string, string | number>][];
  return (
    <div css={styles.page}>
      <p css={styles.intro}>The type scale: each group of theme.typography, every token with a sample set in it.</p>
      {groups.map(([group, tokens]) => (
        <Section key={group} title={`typography.${group}`}>
          <TokenTable
            caption={`Tokens of typography.${group}`}
            headers={['Value', 'Sample']}
            rows={Object.entries(tokens).map(([name, value]) => {
              const sample = group === 'fontFamily' ? familySample(name) : familySample('base');
              // The group names are CSS properties (fontSize, lineHeight...), so the sample sets
              // exactly the property the token is for.
              const style = { [group]: value } as CSSProperties;
              return {
                token: `typography.${group}.${name}`,
                cells: [
                  <code key="v" dir="ltr">{String(value)}</code>,
                  <span key="s" lang={sample.lang} dir="auto" css={group === 'lineHeight' ? styles.leading : undefined} style={style}>
                    {group === 'lineHeight' ? `${sample.text}. ${sample.text}. ${sample.text}.` : sample.text}
                  </span>,
                ],
              };
            })}
          />
        </Section>
      ))}
    </div>
  );
}

/** Spacing scale, corner radii, fixed sizes and breakpoints, each drawn to size. */
export function SpacingFoundations() {
  const theme = useTheme();
  const styles = useStyles(getStyles);
  const bar = (px: number) => <span aria-hidden="true" css={styles.bar} style={{ inlineSize: px }} />;
  return (
    <div css={styles.page}>
      <p css={styles.intro}>Space between and inside components comes from this scale only; sizes are in CSS pixels.</p>
      <Section title="Spacing">
        <TokenTable
          caption="theme.spacing"
          headers={['Value', 'Size']}
          rows={theme.spacing.map((px, i) => ({ token: `spacing[${i}]`, cells: [`${px}px`, bar(px)] }))}
        />
      </Section>
      <Section title="Corner radii">
        <TokenTable
          caption="theme.radii"
          headers={['Value', 'Shape']}
          rows={Object.entries(theme.radii).map(([name, radius]) => ({
            token: `radii.${name}`,
            cells: [radius, <span key="s" aria-hidden="true" css={styles.corner} style={{ borderRadius: radius }} />],
          }))}
        />
      </Section>
      <Section title="Fixed sizes">
        <TokenTable
          caption="theme.sizes"
          headers={['Value', 'Size']}
          rows={Object.entries(theme.sizes).map(([name, px]) => ({ token: `sizes.${name}`, cells: [`${px}px`, bar(px)] }))}
        />
      </Section>
      <Section title="Breakpoints">
        <TokenTable
          caption="theme.breakpoints: a layout applies from its width up"
          headers={['Value', 'Media query']}
          rows={(Object.keys(theme.breakpoints) as (keyof typeof theme.breakpoints)[]).map((key) => ({
            token: `breakpoints.${key}`,
            cells: [`${theme.breakpoints[key]}px`, <code key="q" dir="ltr">{theme.mq.up(key)}</code>],
          }))}
        />
      </Section>
    </div>
  );
}

function ShadowTable({ mode }: { mode: ThemeMode }) {
  const theme = useTheme();
  const styles = useStyles(getStyles);
  return (
    <TokenTable
      caption={`Shadows, ${mode}`}
      headers={['Value', 'On colors.elevated']}
      rows={Object.entries(theme.shadows).map(([name, shadow]) => ({
        token: `shadows.${name}`,
        cells: [<code key="v" dir="ltr">{shadow}</code>, <span key="s" css={styles.card} style={{ boxShadow: shadow }}>Raised surface</span>],
      }))}
    />
  );
}

/**
 * Elevation: the z-index scale from the page chrome up to tooltips, and the shadows raised
 * surfaces cast, in both themes.
 */
export function ElevationFoundations() {
  const theme = useTheme();
  const styles = useStyles(getStyles);
  const layers = Object.entries(theme.zIndex).sort(([, a], [, b]) => a - b);
  return (
    <div css={styles.page}>
      <p css={styles.intro}>
        What stacks above what: page chrome in the hundreds, overlays in the thousands, each layer above the one it opens from.
        Raised surfaces (dialogs, drawers, menus, toasts) use colors.elevated with a shadow.
      </p>
      <Section title="Stacking order">
        <TokenTable
          caption="theme.zIndex, lowest first"
          headers={['Value']}
          rows={layers.map(([name, value]) => ({ token: `zIndex.${name}`, cells: [String(value)] }))}
        />
      </Section>
      {THEME_MODES.map((mode) => (
        <ModePanel key={mode} mode={mode}>
          <ShadowTable mode={mode} />
        </ModePanel>
      ))}
    </div>
  );
}

function getStyles(theme: Theme) {
  const { colors, spacing, radii, typography } = theme;
  return {
    page: css`
      display: grid;
      gap: ${spacing[6]}px;
      max-inline-size: 960px;
      color: ${colors.text};
      font-family: ${typography.fontFamily.base};
      font-size: ${typography.fontSize.sm};
      line-height: ${typography.lineHeight.normal};
      /* Names and values in the bundled face, not the system's monospace: which monospace a
         machine has (DejaVu, Liberation) moved every row of the old colour page by a pixel. */
      & code {
        font-family: inherit;
        font-variant-numeric: tabular-nums;
      }
    `,
    intro: css`
      margin: 0;
      color: ${colors.mutedText};
    `,
    section: css`
      display: grid;
      gap: ${spacing[4]}px;
    `,
    heading: css`
      margin: 0;
      font-size: ${typography.fontSize.lg};
      font-weight: ${typography.fontWeight.semibold};
      line-height: ${typography.lineHeight.tight};
    `,
    panel: css`
      padding: ${spacing[5]}px;
      border: 1px solid ${colors.border};
      border-radius: ${radii.lg};
      background: ${colors.background};
      color: ${colors.text};
    `,
    table: css`
      inline-size: 100%;
      border-collapse: collapse;
      th,
      td {
        padding-block: ${spacing[2]}px;
        padding-inline: ${spacing[3]}px;
        border-block-end: 1px solid ${colors.border};
        text-align: start;
        vertical-align: middle;
        overflow-wrap: anywhere;
      }
      thead th {
        color: ${colors.mutedText};
        font-weight: ${typography.fontWeight.medium};
      }
      tbody th {
        font-weight: ${typography.fontWeight.regular};
      }
    `,
    caption: css`
      padding-block-end: ${spacing[2]}px;
      text-align: start;
      font-weight: ${typography.fontWeight.semibold};
    `,
    swatchCell: css`
      display: inline-flex;
      align-items: center;
      gap: ${spacing[3]}px;
    `,
    swatch: css`
      flex-shrink: 0;
      inline-size: 48px;
      block-size: 24px;
      border: 1px solid ${colors.border};
      border-radius: ${radii.sm};
    `,
    bar: css`
      display: block;
      min-inline-size: 1px;
      block-size: ${spacing[3]}px;
      background: ${colors.primary};
    `,
    corner: css`
      display: block;
      inline-size: 48px;
      block-size: 48px;
      border: 2px solid ${colors.primary};
    `,
    leading: css`
      display: block;
      max-inline-size: 240px;
    `,
    card: css`
      display: inline-block;
      padding: ${spacing[4]}px;
      border-radius: ${radii.md};
      background: ${colors.elevated};
      color: ${colors.text};
    `,
  };
}

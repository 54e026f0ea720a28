import { useId, type ReactNode } from 'react';
import { css, type Theme } from '@emotion/react';
import { Link } from 'react-router';
import { useSite } from '../../context/shell-context';
import { useLocalizedPath } from '../../context/use-localized-path';
import { replacedLinkProps } from '../../context/link-rules';
import { useStyles } from '@exchange/ui';

/** One entry a modest page links to. */
export interface PageEntry {
  label: ReactNode;
  href: string;
  /** One line under the label; the link's description (`aria-describedby`), not part of its name. */
  description?: ReactNode;
  /** A small decorative picture before the label (an inline SVG drawn in `currentColor`). */
  icon?: ReactNode;
}

/**
 * A modest, real page for routes the specs name but do not detail: a heading, a short text and
 * the entries the specs link from it, each a card that is one link. Never a blank screen.
 */
export function SimplePage({ title, intro, entries = [], children }: { title: ReactNode; intro?: ReactNode; entries?: PageEntry[]; children?: ReactNode }): ReactNode {
  const localize = useLocalizedPath();
  const site = useSite();
  const styles = useStyles(getStyles);
  const id = useId();
  return (
    <article css={styles.page}>
      <h1 css={styles.title}>{title}</h1>
      {intro && <p css={styles.intro}>{intro}</p>}
      {entries.length > 0 && (
        <ul css={styles.list}>
          {entries.map((entry, index) => (
            <li key={entry.href}>
              {/* Named by its label alone, so a screen reader's list of links stays short. Where the
                  site replaces the destination, the regional link policy opens its modal. */}
              <Link
                to={localize(entry.href)}
                {...replacedLinkProps(entry.href, site)}
                css={styles.card}
                aria-labelledby={`${id}${index}`}
                aria-describedby={entry.description ? `${id}${index}d` : undefined}
              >
                {entry.icon && (
                  <span css={styles.icon} aria-hidden="true">
                    {entry.icon}
                  </span>
                )}
                <span id={`${id}${index}`} css={styles.label}>
                  {entry.label}
                </span>
                {entry.description && (
                  <span id={`${id}${index}d`} css={styles.description}>
                    {entry.description}
                  </span>
                )}
              </Link>
            </li>
          ))}
        </ul>
      )}
      {children}
    </article>
  );
}

function getStyles(theme: Theme) {
  const { colors, spacing, radii, typography } = theme;
  return {
    // Centred at a readable measure: on a wide screen the page sits in the middle, not along one edge.
    page: css({ display: 'flex', flexDirection: 'column', gap: spacing[4], inlineSize: '100%', maxInlineSize: '80ch', marginInline: 'auto' }),
    title: css({ fontSize: typography.fontSize.xl, margin: 0 }),
    intro: css({ color: colors.mutedText, margin: 0 }),
    list: css({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: spacing[3], gridTemplateColumns: 'repeat(auto-fill, minmax(min(220px, 100%), 1fr))' }),
    // The whole card is the link; no underline: the border and the icon say it is one.
    card: css({
      display: 'flex',
      flexDirection: 'column',
      gap: spacing[1],
      boxSizing: 'border-box',
      blockSize: '100%',
      minBlockSize: theme.sizes.touchTarget,
      padding: spacing[4],
      border: `1px solid ${colors.border}`,
      borderRadius: radii.md,
      color: colors.text,
      textDecoration: 'none',
      '&:hover': { borderColor: colors.primary, background: colors.surface },
      '&:focus-visible': { outline: `2px solid ${colors.focusRing}`, outlineOffset: 2 },
    }),
    icon: css({ display: 'flex', color: colors.primary, marginBlockEnd: spacing[1] }),
    // Long words (German, Turkish, Russian) wrap inside the card instead of widening the page.
    label: css({ fontWeight: typography.fontWeight.semibold, overflowWrap: 'anywhere' }),
    description: css({ color: colors.mutedText, fontSize: typography.fontSize.sm, overflowWrap: 'anywhere' }),
  };
}

/** A 24 px line icon from one path, in the text colour around it (a few bytes each, no request): an entry's `icon`. */
export function lineIcon(d: string): ReactNode {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d={d} />
    </svg>
  );
}

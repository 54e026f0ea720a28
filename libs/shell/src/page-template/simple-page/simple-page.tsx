import type { ReactNode } from 'react';
import { css, useTheme, type Theme } from '@emotion/react';
import { Link } from 'react-router';
import { useLocalizedPath } from '../../context/use-localized-path';

/** One entry a modest page links to. */
export interface PageEntry {
  label: ReactNode;
  href: string;
  description?: ReactNode;
}

/**
 * A modest, real page for routes the specs name but do not detail: a heading, a short text and
 * the entries the specs link from it. Never a blank screen.
 */
export function SimplePage({ title, intro, entries = [], children }: { title: ReactNode; intro?: ReactNode; entries?: PageEntry[]; children?: ReactNode }): ReactNode {
  const localize = useLocalizedPath();
  const styles = getStyles(useTheme());
  return (
    <article css={styles.page}>
      <h1 css={styles.title}>{title}</h1>
      {intro && <p css={styles.intro}>{intro}</p>}
      {entries.length > 0 && (
        <ul css={styles.list}>
          {entries.map((entry) => (
            <li key={entry.href} css={styles.item}>
              <Link to={localize(entry.href)} css={styles.link}>
                {entry.label}
              </Link>
              {entry.description && <span css={styles.description}>{entry.description}</span>}
            </li>
          ))}
        </ul>
      )}
      {children}
    </article>
  );
}

function getStyles(theme: Theme) {
  return {
    page: css({ display: 'flex', flexDirection: 'column', gap: theme.spacing[4] }),
    title: css({ fontSize: theme.typography.fontSize.xl, margin: 0 }),
    intro: css({ color: theme.colors.mutedText, margin: 0, maxWidth: 720 }),
    list: css({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: theme.spacing[3], gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }),
    item: css({
      position: 'relative',
      display: 'flex',
      flexDirection: 'column',
      gap: theme.spacing[1],
      padding: theme.spacing[4],
      border: `1px solid ${theme.colors.border}`,
      borderRadius: theme.radii.md,
      minInlineSize: 0,
    }),
    // The whole card is the link's target (a stretched ::after), while its name stays the label.
    link: css({
      color: theme.colors.primary,
      fontWeight: theme.typography.fontWeight.medium,
      overflowWrap: 'anywhere',
      '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: theme.radii.md },
    }),
    // Long words (German, Turkish, Russian) wrap inside the card instead of widening the page.
    description: css({ color: theme.colors.mutedText, fontSize: theme.typography.fontSize.sm, overflowWrap: 'anywhere' }),
  };
}

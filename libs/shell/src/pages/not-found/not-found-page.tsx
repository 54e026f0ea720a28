import type { ReactNode } from 'react';
import { css, type Theme } from '@emotion/react';
import { defineMessages, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useLocalizedPath } from '../../context/use-localized-path';
import { useKnownViewportWidth } from '../../widgets/use-viewport-width';
import { NOT_FOUND_DESKTOP_MIN_WIDTH_PX } from '../../widgets/constants';
import { NOT_FOUND_HELPFUL_LINKS, NOT_FOUND_TRENDING_STORIES, notFoundLayout, type NotFoundLink } from './not-found-links';
import { useStyles } from '@exchange/ui';

/** Link labels, one literal pair each so the extractor and translators see them. */
const linkLabels = defineMessages({
  'helpful.learn': { id: 'shell.notFound.helpful.learn', defaultMessage: 'Learn' },
  'helpful.blog': { id: 'shell.notFound.helpful.blog', defaultMessage: 'Blog' },
  'helpful.live': { id: 'shell.notFound.helpful.live', defaultMessage: 'Live' },
  'helpful.nft': { id: 'shell.notFound.helpful.nft', defaultMessage: 'NFT' },
  'helpful.post': { id: 'shell.notFound.helpful.post', defaultMessage: 'Post' },
  'helpful.price': { id: 'shell.notFound.helpful.price', defaultMessage: 'Price' },
  'helpful.howToBuy': { id: 'shell.notFound.helpful.howToBuy', defaultMessage: 'How to buy' },
  'trending.halving': { id: 'shell.notFound.trending.halving', defaultMessage: 'Bitcoin halving countdown' },
  'trending.bitcoin': { id: 'shell.notFound.trending.bitcoin', defaultMessage: 'Bitcoin (BTC) price' },
  'trending.ethereum': { id: 'shell.notFound.trending.ethereum', defaultMessage: 'Ethereum (ETH) price' },
});

/** Props of {@link NotFoundPage}. */
export interface NotFoundPageProps {
  /** Forces a layout (stories); default: from the viewport width (desktop from 768 px), by media query. */
  layout?: 'desktop' | 'mobile';
}

/**
 * The not-found page (spec 1 §2): title, a return-home button to /{lang}, Helpful links and
 * Trending stories, in a desktop (two columns beside the message) or a mobile (stacked) layout.
 * Every link keeps the page's language prefix.
 */
export function NotFoundPage({ layout }: NotFoundPageProps): ReactNode {
  const styles = useStyles(getStyles);
  const intl = useIntl();
  const localize = useLocalizedPath();
  const viewportWidth = useKnownViewportWidth();
  // The page as sent has no width to go by: the media queries lay it out, before and after
  // hydration alike, and `data-layout` names the layout once the width is known.
  const current = layout ?? (viewportWidth === undefined ? undefined : notFoundLayout(viewportWidth));
  const pageLayout = layout === undefined ? styles.responsive : layout === 'desktop' ? styles.desktop : styles.mobile;
  const columnsLayout = layout === undefined ? styles.columnsResponsive : layout === 'desktop' && styles.columnsDesktop;
  const linkList = (heading: string, links: readonly NotFoundLink[], group: string) => (
    <nav aria-label={heading} css={styles.group}>
      <h2 css={styles.groupTitle}>{heading}</h2>
      <ul css={styles.list}>
        {links.map((link) => (
          <li key={link.id}>
            <a href={localize(link.path)} css={styles.link}>
              {intl.formatMessage(linkLabels[`${group}.${link.id}` as keyof typeof linkLabels] ?? { id: `shell.notFound.${group}.${link.id}`, defaultMessage: link.label })}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
  return (
    <div data-testid="not-found-page" data-layout={current} css={[styles.page, pageLayout]}>
      <div css={styles.hero}>
        <p css={styles.code} aria-hidden="true">
          404
        </p>
        <h1 css={styles.title}>{intl.formatMessage({ id: 'shell.notFound.title', defaultMessage: 'Page not found' })}</h1>
        <p css={styles.text}>
          {intl.formatMessage({
            id: 'shell.notFound.text',
            defaultMessage: 'The page you are looking for does not exist or has been moved.',
          })}
        </p>
        <Link to={localize('/')} css={styles.home}>
          {intl.formatMessage({ id: 'shell.notFound.home', defaultMessage: 'Return home' })}
        </Link>
      </div>
      <div css={[styles.columns, columnsLayout]}>
        {linkList(intl.formatMessage({ id: 'shell.notFound.helpful', defaultMessage: 'Helpful links' }), NOT_FOUND_HELPFUL_LINKS, 'helpful')}
        {linkList(intl.formatMessage({ id: 'shell.notFound.trending', defaultMessage: 'Trending stories' }), NOT_FOUND_TRENDING_STORIES, 'trending')}
      </div>
    </div>
  );
}

function getStyles(theme: Theme) {
  const { colors, spacing, radii, typography } = theme;
  const fromDesktop = `@media (min-width: ${NOT_FOUND_DESKTOP_MIN_WIDTH_PX}px)`;
  const desktop = {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
    alignItems: 'start',
    gap: spacing[8],
    paddingBlock: spacing[8],
    paddingInline: spacing[7],
  } as const;
  const mobile = { display: 'flex', flexDirection: 'column', gap: spacing[6], paddingBlock: spacing[6], paddingInline: spacing[4] } as const;
  const columnsDesktop = { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } as const;
  return {
    // Centred at a readable measure: on a wide screen the message sits in the middle, not along one edge.
    page: css({ marginInline: 'auto', boxSizing: 'border-box', inlineSize: '100%', maxInlineSize: '100ch' }),
    desktop: css(desktop),
    mobile: css(mobile),
    responsive: css(mobile, { [fromDesktop]: desktop }),
    hero: css({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: spacing[3] }),
    code: css({ margin: 0, fontSize: 64, lineHeight: 1, fontWeight: typography.fontWeight.semibold, color: colors.primary }),
    title: css({ margin: 0, fontSize: typography.fontSize.xl, fontWeight: typography.fontWeight.semibold }),
    text: css({ margin: 0, color: colors.mutedText, fontSize: typography.fontSize.md }),
    home: css({
      display: 'inline-flex',
      alignItems: 'center',
      marginBlockStart: spacing[2],
      minBlockSize: 40,
      paddingInline: spacing[5],
      borderRadius: radii.md,
      background: colors.primary,
      color: colors.onPrimary,
      fontWeight: typography.fontWeight.semibold,
      textDecoration: 'none',
      '&:focus-visible': { outline: `2px solid ${colors.focusRing}`, outlineOffset: 2 },
    }),
    columns: css({ display: 'grid', gap: spacing[6] }),
    columnsDesktop: css(columnsDesktop),
    columnsResponsive: css({ [fromDesktop]: columnsDesktop }),
    group: css({ minInlineSize: 0 }),
    groupTitle: css({ margin: 0, marginBlockEnd: spacing[3], fontSize: typography.fontSize.md, fontWeight: typography.fontWeight.semibold }),
    list: css({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: spacing[2] }),
    link: css({
      color: colors.primary,
      textDecoration: 'none',
      '&:hover': { textDecoration: 'underline' },
      '&:focus-visible': { outline: `2px solid ${colors.focusRing}`, outlineOffset: 2 },
    }),
  };
}

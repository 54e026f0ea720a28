import { Suspense, useState, type ReactNode } from 'react';
import { css, type Theme } from '@emotion/react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { formatCopyright } from '@exchange/site-registry';
import { Button, useStyles } from '@exchange/ui';
import { useSite } from '../../context/shell-context';
import { useLocalizedPath } from '../../context/use-localized-path';
import { deferUntilPainted, now, usePainted } from '@exchange/platform';
import { lazyPart } from '../../widgets/lazy-part';
import { selectIsLoggedIn } from '../../store/user-slice';
import { useAppSelector } from '../../store/store';
import { DECLARATION_SIGNED } from '../../regional/constants';
import { floatingMenuGeometry, footerMode, isPhoneViewport, showFloatingDownloadMenu } from './footer-rules';
import { FOOTER_DOWNLOAD_MODAL_BELOW_PX, MOBILE_PORTRAIT_BREAKPOINT_PX } from '../../regional/constants';
import { useDeclaration } from '../../regional/use-declaration';
import { footerLinks, type FooterLink } from './footer-links';

// Fixed over the page and shown on desktops only: no part of the first paint, so its code loads
// after it and the menu mounts with the other deferred parts, in their commit.
// Opened only from the phone footer's button: its code (and the dialog's) loads with the first tap.
const LazyDownloadAppDialog = lazyPart<{ open: boolean; onClose: () => void }>(() => import('./download-app-dialog').then((m) => m.DownloadAppDialog));
const LazyFloatingDownloadMenu = lazyPart<{ hidden?: boolean; viewportWidth?: number }>(() => import('./floating-download-menu').then((m) => m.FloatingDownloadMenu));
deferUntilPainted(LazyFloatingDownloadMenu.preload);

const labels = defineMessages<FooterLink['id']>({
  about: { id: 'shell.footer.about', defaultMessage: 'About us' },
  download: { id: 'shell.footer.download', defaultMessage: 'Download (media kit)' },
  userAgreement: { id: 'shell.footer.userAgreement', defaultMessage: 'User agreement' },
  fee: { id: 'shell.footer.fee', defaultMessage: 'Fee standards' },
  declaration: { id: 'shell.footer.declaration', defaultMessage: 'Customer declaration' },
  agreementDocument: { id: 'shell.footer.agreementDocument', defaultMessage: 'Download the agreement' },
});

/** Props of {@link Footer}. */
export interface FooterProps {
  /** Overrides the Turkey declaration state the footer asks for itself (stories). */
  declarationSigned?: boolean;
  /** Hides the floating download menu on this page (spec 2 §2 "or when explicitly hidden"). */
  hideFloatingMenu?: boolean;
  /** Viewport width to lay out for (stories and tests); defaults to the window's. */
  viewportWidth?: number;
}

/**
 * The site's footer (spec 2 §2 Footers): from 992 px its links and the copyright line; below,
 * a "Download app" button opening the download modal. The floating download menu sits beside it.
 */
export function Footer({ declarationSigned, hideFloatingMenu = false, viewportWidth }: FooterProps): ReactNode {
  const site = useSite();
  const intl = useIntl();
  const localize = useLocalizedPath();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const declaration = useDeclaration();
  const [downloadOpen, setDownloadOpen] = useState(false);
  const [downloadWanted, setDownloadWanted] = useState(false);
  const painted = usePainted();
  const styles = useStyles(getStyles);
  const signed = declarationSigned ?? declaration.status === DECLARATION_SIGNED;
  const links = footerLinks(site, { loggedIn, declarationSigned: signed });
  // Laid out by media query unless a width is pinned: the page the build prerendered fits the
  // screen it lands on from the first paint, and hydrating or resizing renders nothing again.
  const mode = viewportWidth === undefined ? undefined : footerMode(viewportWidth, site);
  // Floating menu room: decided from the first render, though the menu itself mounts after the
  // paint: the room it needs is there before it arrives, so nothing moves when it does.
  const floatingMenu = showFloatingDownloadMenu({ site, isPhone: viewportWidth !== undefined && isPhoneViewport(viewportWidth), explicitlyHidden: hideFloatingMenu });
  const menuRoom = floatingMenu && (viewportWidth === undefined ? styles.floatingMenuRoomOffPhones : styles.floatingMenuRoom);
  const copyright = <p css={styles.copyright}>{formatCopyright(site, new Date(now()).getUTCFullYear())}</p>;
  const linksPart = (
    <>
      <nav aria-label={intl.formatMessage({ id: 'shell.footer.nav', defaultMessage: 'Footer' })}>
        <ul css={styles.list}>
          {links.map((link) => (
            <li key={link.id}>
              {link.href.startsWith('/') && !link.href.endsWith('.html') ? (
                <Link css={styles.link} to={localize(link.href)}>
                  <FormattedMessage {...labels[link.id]} />
                </Link>
              ) : (
                <a css={styles.link} href={link.href}>
                  <FormattedMessage {...labels[link.id]} />
                </a>
              )}
            </li>
          ))}
        </ul>
      </nav>
      {copyright}
    </>
  );
  const downloadPart = (
    <>
      <Button
        variant="secondary"
        block
        onClick={() => {
          setDownloadWanted(true);
          setDownloadOpen(true);
        }}
        aria-haspopup="dialog"
      >
        <FormattedMessage id="shell.footer.downloadApp" defaultMessage="Download app" />
      </Button>
      {downloadWanted && (
        <Suspense fallback={null}>
          <LazyDownloadAppDialog open={downloadOpen} onClose={() => setDownloadOpen(false)} />
        </Suspense>
      )}
    </>
  );
  const part = (which: ReturnType<typeof footerMode>) => (which === 'links' ? linksPart : which === 'download-modal' ? downloadPart : copyright);
  return (
    <>
      <footer css={[styles.footer, menuRoom]} data-mode={mode}>
        {mode === undefined ? (
          <>
            <div css={styles.fromDesktop}>{linksPart}</div>
            <div css={styles.belowDesktop}>{part(footerMode(FOOTER_DOWNLOAD_MODAL_BELOW_PX - 1, site))}</div>
          </>
        ) : (
          part(mode)
        )}
      </footer>
      {painted && (
        <Suspense fallback={null}>
          <LazyFloatingDownloadMenu hidden={hideFloatingMenu} viewportWidth={viewportWidth} />
        </Suspense>
      )}
    </>
  );
}

function getStyles(theme: Theme) {
  return {
    footer: css({
      borderBlockStart: `1px solid ${theme.colors.border}`,
      background: theme.colors.surface,
      paddingBlock: theme.spacing[6],
      paddingInline: theme.spacing[4],
    }),
    // The floating download menu's button lies over the page's foot: the footer ends with room for it.
    floatingMenuRoom: css({ paddingBlockEnd: floatingMenuGeometry(theme).reserve }),
    // The same room by media query: phones (below 768 px) get no menu, so no room.
    floatingMenuRoomOffPhones: css({ [`@media (min-width: ${MOBILE_PORTRAIT_BREAKPOINT_PX}px)`]: { paddingBlockEnd: floatingMenuGeometry(theme).reserve } }),
    // The two footers, by media query: the links from 992 px, the phone's part below.
    fromDesktop: css({ display: 'none', [`@media (min-width: ${FOOTER_DOWNLOAD_MODAL_BELOW_PX}px)`]: { display: 'contents' } }),
    belowDesktop: css({ display: 'contents', [`@media (min-width: ${FOOTER_DOWNLOAD_MODAL_BELOW_PX}px)`]: { display: 'none' } }),
    list: css({ listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: theme.spacing[5], margin: 0, padding: 0 }),
    link: css({ color: theme.colors.text, textDecoration: 'underline', textUnderlineOffset: 3 }),
    copyright: css({ marginBlock: `${theme.spacing[4]}px 0`, color: theme.colors.mutedText, fontSize: theme.typography.fontSize.sm }),
  };
}

import { lazy, Suspense, useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { css, useTheme, type Theme } from '@emotion/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { routePaths } from '@exchange/site-registry';
import { useLocale, useSite } from '../../context/shell-context';
import { useLocalizedPath } from '../../context/use-localized-path';
import { headerEntries, headerRowMedia, headerRowWidths, type HeaderRowMedia } from './header-rules';
import { RegionalLink } from '../../regional/regional-link/regional-link';
import { useLoginPrompt } from '../../regional/registration-modal/use-login-prompt';
import { readCookie } from '@exchange/platform';
import { LOGIN_COOKIES } from '../../store/session-rules';
import { selectLoginState } from '../../store/user-slice';
import { useAppSelector } from '../../store/store';
import { HeaderNavLinks, NOTIFICATIONS_PATH } from './header-nav-links';
import { FiatSwitcher, LanguageSwitcher, ThemeSwitch } from './header-switchers';
import { HeaderIconSprite } from './header-icons';
import { ControlFace, controlLook, Tipped } from './header-control';
import { VISUALLY_HIDDEN } from '@exchange/ui';

const LazyHeaderMenu = lazy(async () => ({ default: (await import('../header-menu/header-menu')).HeaderMenu }));

/**
 * Site header: logo for the theme, site name, main navigation (links a site has not launched
 * open "Stay tuned!", links out of the EU offer open the EU modal), language and fiat switchers,
 * theme switch, notifications, app download and the login state. Each entry follows its site flag.
 *
 * Under 992 px it collapses to one row of fixed height: the logo, the one primary action (Log in
 * and Sign up for a visitor, `actions` such as Deposit and the account menu for a user) and a menu
 * button opening {@link HeaderMenu} with everything else.
 *
 * From 992 px up it is one row in every language. Where the labels do not fit (a fixed width per
 * language and login state, {@link headerRowWidths}, applied by media queries, so nothing is
 * measured), language, currency, notifications, download, theme and account become icons named
 * by their label, which a tooltip shows; narrower still, the site name hides and long navigation
 * labels take two lines.
 */
export function Header({ actions }: { actions?: ReactNode }): ReactNode {
  const site = useSite();
  const locale = useLocale();
  const theme = useTheme();
  const intl = useIntl();
  const localize = useLocalizedPath();
  const location = useLocation();
  const loginState = useAppSelector(selectLoginState);
  const loggedIn = loginState === 'logged-in';
  const entries = headerEntries(site, loggedIn);
  const loginPrompt = useLoginPrompt();
  const media = useMemo(() => headerRowMedia(headerRowWidths(locale, loggedIn), theme.breakpoints.md), [locale, loggedIn, theme.breakpoints.md]);
  const styles = useMemo(() => getStyles(theme, media), [theme, media]);
  const look = controlLook(theme, media);
  const notifications = intl.formatMessage({ id: 'shell.header.notifications', defaultMessage: 'Notifications' });
  const download = intl.formatMessage({ id: 'shell.header.download', defaultMessage: 'Download app' });
  const account = intl.formatMessage({ id: 'shell.header.account', defaultMessage: 'Account' });
  const nickname = readCookie(LOGIN_COOKIES.nickname);
  const [menuOpen, setMenuOpen] = useState(false);
  // The menu's code loads on the first tap (or press) of its button: the first load stays lean.
  const [menuWanted, setMenuWanted] = useState(false);
  useEffect(() => {
    if (menuOpen) setMenuWanted(true);
  }, [menuOpen]);
  const menuId = useId();

  // A new page (a link, a language switch) closes the menu, even one that stays on this header.
  useEffect(() => setMenuOpen(false), [location.pathname, location.search]);
  // Widened past the breakpoint (a rotated tablet), the full header is back: the menu has no button.
  useEffect(() => {
    if (!menuOpen || typeof window.matchMedia !== 'function') return undefined;
    const wide = window.matchMedia(`(min-width: ${theme.breakpoints.md}px)`);
    const onChange = () => wide.matches && setMenuOpen(false);
    onChange();
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, [menuOpen, theme.breakpoints.md]);

  return (
    <header css={styles.header}>
      <HeaderIconSprite />
      <Link to={localize('/')} css={styles.brand}>
        <img src={theme.mode === 'dark' ? site.logo.night : site.logo.light} alt="" width={28} height={28} />
        <span data-testid="site-name" css={styles.siteName}>
          {site.name}
        </span>
      </Link>
      <nav aria-label={intl.formatMessage({ id: 'shell.header.nav', defaultMessage: 'Main' })} css={styles.nav}>
        <HeaderNavLinks linkCss={styles.navLink} />
      </nav>
      <div css={styles.account}>
        {actions}
        {loggedIn ? (
          <div css={styles.wideOnly}>
            <span data-testid="login-state" css={styles.loginState}>
              <FormattedMessage id="shell.header.loggedInAs" defaultMessage="Logged in as {name}" values={{ name: nickname ?? '' }} />
            </span>
            <Tipped text={account} look={look}>
              <Link css={look.iconControl} to={localize('/myaccount/security')}>
                <ControlFace icon="user" text={account} look={look} />
              </Link>
            </Tipped>
          </div>
        ) : (
          <>
            <Link css={[look.control, styles.phoneTarget]} to={localize('/login')}>
              <FormattedMessage id="shell.header.login" defaultMessage="Log in" />
            </Link>
            {entries.signup && (
              <Link css={[look.primary, styles.phoneTarget, styles.cta]} to={localize('/signup')}>
                <FormattedMessage id="shell.header.signup" defaultMessage="Sign up" />
              </Link>
            )}
          </>
        )}
        <div css={styles.wideOnly}>
          {entries.notification && (
            <Tipped text={notifications} look={look}>
              {loggedIn ? (
                <Link css={look.iconControl} to={localize(NOTIFICATIONS_PATH)}>
                  <ControlFace icon="bell" text={notifications} look={look} />
                </Link>
              ) : (
                <button type="button" css={look.iconControl} aria-haspopup="dialog" onClick={loginPrompt.prompt}>
                  <ControlFace icon="bell" text={notifications} look={look} />
                </button>
              )}
            </Tipped>
          )}
          {entries.appDownload && (
            <Tipped text={download} look={look}>
              <RegionalLink css={look.iconControl} to={routePaths.appDownload(site)}>
                <ControlFace icon="download" text={download} look={look} />
              </RegionalLink>
            </Tipped>
          )}
          {entries.langAndRate && (
            <>
              <LanguageSwitcher look={look} />
              <FiatSwitcher look={look} />
            </>
          )}
          {entries.themeSwitch && <ThemeSwitch look={look} />}
        </div>
        <button
          type="button"
          css={styles.menuButton}
          aria-expanded={menuOpen}
          // Only while the drawer is there: closed, it is not in the document.
          aria-controls={menuOpen ? menuId : undefined}
          aria-label={intl.formatMessage({ id: 'shell.header.menu', defaultMessage: 'Menu' })}
          onClick={() => setMenuOpen(true)}
        >
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
            <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" fill="none" />
          </svg>
        </button>
      </div>
      {(menuWanted || menuOpen) && (
        <Suspense fallback={null}>
          <LazyHeaderMenu open={menuOpen} onClose={() => setMenuOpen(false)} id={menuId} />
        </Suspense>
      )}
      {loginPrompt.modal}
    </header>
  );
}

function getStyles(theme: Theme, media: HeaderRowMedia) {
  const narrow = theme.mq.down('md');
  const wide = theme.mq.up('md');
  const { tight, icons } = media;
  const touch = { minBlockSize: theme.sizes.touchTarget, display: 'inline-flex', alignItems: 'center' } as const;
  const link = {
    color: theme.colors.text,
    textDecoration: 'none',
    background: 'transparent',
    border: 0,
    padding: 0,
    font: 'inherit',
    cursor: 'pointer',
    '&:hover': { textDecoration: 'underline' },
    [narrow]: { ...touch, whiteSpace: 'nowrap' },
  } as const;
  return {
    header: css({
      position: 'sticky',
      insetBlockStart: 0,
      zIndex: theme.zIndex.header,
      display: 'flex',
      alignItems: 'center',
      // One row at every width: the widths in header-rules.ts decide what shows so that it fits.
      flexWrap: 'nowrap',
      gap: theme.spacing[5],
      paddingInline: theme.spacing[4],
      paddingBlock: theme.spacing[3],
      background: theme.colors.background,
      borderBlockEnd: `1px solid ${theme.colors.border}`,
      ...(tight && { [tight]: { gap: theme.spacing[3], paddingInline: theme.spacing[3] } }),
      // Phones and tablets: one row of fixed height. The language and currency names arrive with
      // the settings after the first paint and would wrap the row to another line (a layout
      // shift), so they live in the menu, and the row's height is set: nothing that arrives later
      // can move the page.
      [narrow]: {
        blockSize: theme.sizes.compactHeader,
        paddingBlock: 0,
        paddingInline: theme.spacing[3],
        gap: theme.spacing[2],
      },
    }),
    brand: css({
      display: 'inline-flex',
      alignItems: 'center',
      flexShrink: 0,
      gap: theme.spacing[2],
      color: theme.colors.text,
      fontWeight: theme.typography.fontWeight.semibold,
      fontSize: theme.typography.fontSize.lg,
      textDecoration: 'none',
      [narrow]: { ...touch, minWidth: 0, flex: '0 1 auto', '& img': { flexShrink: 0 } },
    }),
    siteName: css({
      whiteSpace: 'nowrap',
      // The tight row keeps the logo only; the name stays the link's accessible name.
      ...(tight && { [tight]: VISUALLY_HIDDEN }),
      // A long site name gives way to the actions; its full text stays the link's name.
      [narrow]: { overflow: 'hidden', textOverflow: 'ellipsis', minWidth: 0 },
    }),
    nav: css({
      display: 'flex',
      alignItems: 'center',
      flexShrink: 0,
      gap: theme.spacing[4],
      ...(tight && { [tight]: { gap: theme.spacing[2] } }),
      [narrow]: { display: 'none' },
    }),
    navLink: css({
      ...link,
      whiteSpace: 'nowrap',
      // The tight row stacks a long label's two halves (see HeaderNavLinks): two short lines
      // fit in the row's height where one long line would not fit its width.
      ...(tight && {
        [tight]: { textAlign: 'center', lineHeight: theme.typography.lineHeight.tight, '& [data-line]': { display: 'block' } },
      }),
    }),
    // Log in and Sign up stay in the phone row: a finger's target there.
    phoneTarget: css({ [narrow]: { minBlockSize: theme.sizes.touchTarget } }),
    // A long nickname ends in an ellipsis rather than pushing the row (its full text stays read).
    loginState: css({
      maxInlineSize: '14em',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
      ...(icons && { [icons]: VISUALLY_HIDDEN }),
    }),
    account: css({
      marginInlineStart: 'auto',
      display: 'flex',
      alignItems: 'center',
      flexShrink: 0,
      gap: theme.spacing[1],
      [narrow]: {
        gap: theme.spacing[2],
        // The user's actions (Deposit, the account menu) stay in the phone row: a finger's target, as Log in.
        '& button': { minBlockSize: theme.sizes.touchTarget, whiteSpace: 'nowrap' },
        // At the inline end of a phone, a dropdown opening towards the end would leave the screen.
        '& [role="menu"]': { insetInlineStart: 'auto', insetInlineEnd: 0 },
      },
    }),
    // The entries the menu holds under 992 px; above, they sit in the row as before.
    wideOnly: css({ display: 'contents', [narrow]: { display: 'none' } }),
    menuButton: css({
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      flexShrink: 0,
      inlineSize: theme.sizes.touchTarget,
      blockSize: theme.sizes.touchTarget,
      padding: 0,
      border: `1px solid ${theme.colors.border}`,
      borderRadius: theme.radii.md,
      background: 'transparent',
      color: theme.colors.text,
      cursor: 'pointer',
      '&:focus-visible': { outline: `2px solid ${theme.colors.focusRing}`, outlineOffset: 2 },
      [wide]: { display: 'none' },
    }),
    // The filled action stands apart from the quiet Log in beside it.
    cta: css({ marginInlineStart: theme.spacing[1] }),
  };
}

import { lazy, Suspense, useEffect, useId, useState, type ReactNode } from 'react';
import { css, useTheme, type Theme } from '@emotion/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router';
import { routePaths } from '@exchange/site-registry';
import { Button } from '@exchange/ui';
import { useSite } from '../../context/shell-context';
import { useLocalizedPath } from '../../context/use-localized-path';
import { headerEntries } from './header-rules';
import { RegionalLink } from '../../regional/regional-link/regional-link';
import { useLoginPrompt } from '../../regional/registration-modal/use-login-prompt';
import { readCookie } from '@exchange/platform';
import { LOGIN_COOKIES } from '../../store/session-rules';
import { selectLoginState } from '../../store/user-slice';
import { useAppSelector } from '../../store/store';
import { HeaderNavLinks, NOTIFICATIONS_PATH } from './header-nav-links';
import { FiatSwitcher, LanguageSwitcher, ThemeSwitch } from './header-switchers';

const LazyHeaderMenu = lazy(async () => ({ default: (await import('../header-menu/header-menu')).HeaderMenu }));

/**
 * Site header: logo for the theme, site name, main navigation (links a site has not launched
 * open "Stay tuned!", links out of the EU offer open the EU modal), language and fiat switchers,
 * theme switch, notifications, app download and the login state. Each entry follows its site flag.
 *
 * Under 992 px it collapses to one row of fixed height: the logo, the one primary action (Log in
 * and Sign up for a visitor, `actions` such as Deposit and the account menu for a user) and a menu
 * button opening {@link HeaderMenu} with everything else.
 */
export function Header({ actions }: { actions?: ReactNode }): ReactNode {
  const site = useSite();
  const theme = useTheme();
  const intl = useIntl();
  const localize = useLocalizedPath();
  const location = useLocation();
  const loginState = useAppSelector(selectLoginState);
  const loggedIn = loginState === 'logged-in';
  const entries = headerEntries(site, loggedIn);
  const loginPrompt = useLoginPrompt();
  const styles = getStyles(theme);
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
      <Link to={localize('/')} css={styles.brand}>
        <img src={theme.mode === 'dark' ? site.logo.night : site.logo.light} alt="" width={28} height={28} />
        <span data-testid="site-name" css={styles.siteName}>
          {site.name}
        </span>
      </Link>
      <nav aria-label={intl.formatMessage({ id: 'shell.header.nav', defaultMessage: 'Main' })} css={styles.nav}>
        <HeaderNavLinks linkCss={styles.link} />
      </nav>
      <div css={styles.account}>
        {actions}
        {loggedIn ? (
          <div css={styles.wideOnly}>
            <span data-testid="login-state">
              <FormattedMessage id="shell.header.loggedInAs" defaultMessage="Logged in as {name}" values={{ name: nickname ?? '' }} />
            </span>
            <Link css={styles.link} to={localize('/myaccount/security')}>
              <FormattedMessage id="shell.header.account" defaultMessage="Account" />
            </Link>
          </div>
        ) : (
          <>
            <Link css={styles.link} to={localize('/login')}>
              <FormattedMessage id="shell.header.login" defaultMessage="Log in" />
            </Link>
            {entries.signup && (
              <Link css={styles.cta} to={localize('/signup')}>
                <FormattedMessage id="shell.header.signup" defaultMessage="Sign up" />
              </Link>
            )}
          </>
        )}
        <div css={styles.wideOnly}>
          {entries.notification &&
            (loggedIn ? (
              <Link css={styles.link} to={localize(NOTIFICATIONS_PATH)}>
                <FormattedMessage id="shell.header.notifications" defaultMessage="Notifications" />
              </Link>
            ) : (
              <Button variant="text" size="sm" aria-haspopup="dialog" onClick={loginPrompt.prompt}>
                <FormattedMessage id="shell.header.notifications" defaultMessage="Notifications" />
              </Button>
            ))}
          {entries.appDownload && (
            <RegionalLink css={styles.link} to={routePaths.appDownload(site)}>
              <FormattedMessage id="shell.header.download" defaultMessage="Download app" />
            </RegionalLink>
          )}
          {entries.langAndRate && (
            <>
              <LanguageSwitcher />
              <FiatSwitcher />
            </>
          )}
          {entries.themeSwitch && <ThemeSwitch />}
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

function getStyles(theme: Theme) {
  const narrow = theme.mq.down('md');
  const wide = theme.mq.up('md');
  const touch = { minBlockSize: theme.sizes.touchTarget, display: 'inline-flex', alignItems: 'center' } as const;
  return {
    header: css({
      position: 'sticky',
      insetBlockStart: 0,
      zIndex: theme.zIndex.header,
      display: 'flex',
      alignItems: 'center',
      flexWrap: 'wrap',
      gap: theme.spacing[5],
      paddingInline: theme.spacing[4],
      paddingBlock: theme.spacing[3],
      background: theme.colors.background,
      borderBlockEnd: `1px solid ${theme.colors.border}`,
      // Phones and tablets: one row of fixed height that never wraps. The language and currency
      // names arrive with the settings after the first paint; in the header they used to wrap it
      // to another line (the pages' layout shift). They now live in the menu, and the row's
      // height is set, so nothing that arrives later can move the page.
      [narrow]: {
        flexWrap: 'nowrap',
        blockSize: theme.sizes.compactHeader,
        paddingBlock: 0,
        paddingInline: theme.spacing[3],
        gap: theme.spacing[2],
      },
    }),
    brand: css({
      display: 'inline-flex',
      alignItems: 'center',
      gap: theme.spacing[2],
      color: theme.colors.text,
      fontWeight: theme.typography.fontWeight.semibold,
      fontSize: theme.typography.fontSize.lg,
      textDecoration: 'none',
      [narrow]: { ...touch, minWidth: 0, flex: '0 1 auto', '& img': { flexShrink: 0 } },
    }),
    siteName: css({
      // A long site name gives way to the actions; its full text stays the link's name.
      [narrow]: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 },
    }),
    nav: css({
      display: 'flex',
      gap: theme.spacing[4],
      flexWrap: 'wrap',
      [narrow]: { display: 'none' },
    }),
    link: css({
      color: theme.colors.text,
      textDecoration: 'none',
      background: 'transparent',
      border: 0,
      padding: 0,
      font: 'inherit',
      cursor: 'pointer',
      '&:hover': { textDecoration: 'underline' },
      [narrow]: { ...touch, whiteSpace: 'nowrap' },
    }),
    account: css({
      marginInlineStart: 'auto',
      display: 'flex',
      alignItems: 'center',
      flexWrap: 'wrap',
      gap: theme.spacing[4],
      [narrow]: {
        flexWrap: 'nowrap',
        flexShrink: 0,
        gap: theme.spacing[2],
        // The user's actions (Deposit, the account menu) are the ui lib's buttons: touch height here.
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
    cta: css({
      background: theme.colors.primary,
      color: theme.colors.onPrimary,
      borderRadius: theme.radii.md,
      paddingInline: theme.spacing[4],
      paddingBlock: theme.spacing[2],
      textDecoration: 'none',
      [narrow]: { ...touch, paddingBlock: 0, paddingInline: theme.spacing[3], whiteSpace: 'nowrap' },
    }),
  };
}

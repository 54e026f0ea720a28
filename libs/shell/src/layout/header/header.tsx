import type { ReactNode } from 'react';
import { css, useTheme, type Theme } from '@emotion/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { routePaths } from '@exchange/site-registry';
import { Button } from '@exchange/ui';
import { useSite } from '../../app-shell/shell-context';
import { useLocalizedPath } from '../../app-shell/use-localized-path';
import { headerEntries } from '../../regional/header-rules';
import { RegionalLink } from '../../regional/regional-link/regional-link';
import { useLoginPrompt } from '../../regional/registration-modal/registration-modal';
import { readCookie } from '../../storage/cookies';
import { selectLoginState } from '../../store/user-slice';
import { useAppSelector } from '../../store/store';
import { FiatSwitcher, LanguageSwitcher, ThemeSwitch } from './header-switchers';

/** Decision: where the notification entry leads a logged-in user (not shown in the spec). */
const NOTIFICATIONS_PATH = '/myaccount/notifications';

/**
 * Site header: logo for the theme, site name, main navigation (links a site has not launched
 * open "Stay tuned!", links out of the EU offer open the EU modal), language and fiat switchers,
 * theme switch, notifications, app download and the login state. Each entry follows its site flag.
 */
export function Header({ actions }: { actions?: ReactNode }): ReactNode {
  const site = useSite();
  const theme = useTheme();
  const intl = useIntl();
  const localize = useLocalizedPath();
  const loginState = useAppSelector(selectLoginState);
  const loggedIn = loginState === 'logged-in';
  const entries = headerEntries(site, loggedIn);
  const loginPrompt = useLoginPrompt();
  const styles = getStyles(theme);
  const nickname = readCookie('nickname');
  return (
    <header css={styles.header}>
      <Link to={localize('/')} css={styles.brand}>
        <img src={theme.mode === 'dark' ? site.logo.night : site.logo.light} alt="" width={28} height={28} />
        <span data-testid="site-name">{site.name}</span>
      </Link>
      <nav aria-label={intl.formatMessage({ id: 'shell.header.nav', defaultMessage: 'Main' })} css={styles.nav}>
        <RegionalLink css={styles.link} to={routePaths.trade()}>
          <FormattedMessage id="shell.header.trade" defaultMessage="Trade" />
        </RegionalLink>
        <RegionalLink css={styles.link} to={routePaths.futures({ contract: 'BTC_USDT' })}>
          <FormattedMessage id="shell.header.futures" defaultMessage="Futures" />
        </RegionalLink>
        <RegionalLink css={styles.link} to={routePaths.copytrading()}>
          <FormattedMessage id="shell.header.copytrading" defaultMessage="Copy trading" />
        </RegionalLink>
        <RegionalLink css={styles.link} to={routePaths.rewardsHub()}>
          <FormattedMessage id="shell.header.rewards" defaultMessage="Rewards" />
        </RegionalLink>
        {!site.hiddenReferral && (
          <RegionalLink css={styles.link} to={routePaths.referral()}>
            <FormattedMessage id="shell.header.referral" defaultMessage="Referral" />
          </RegionalLink>
        )}
      </nav>
      <div css={styles.account}>
        {actions}
        {loggedIn ? (
          <>
            <span data-testid="login-state">
              <FormattedMessage id="shell.header.loggedInAs" defaultMessage="Logged in as {name}" values={{ name: nickname ?? '' }} />
            </span>
            <Link css={styles.link} to={localize('/myaccount/security')}>
              <FormattedMessage id="shell.header.account" defaultMessage="Account" />
            </Link>
          </>
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
      {loginPrompt.modal}
    </header>
  );
}

function getStyles(theme: Theme) {
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
      // Narrow screens: always two rows (brand and nav, then the account row), each scrolling
      // sideways instead of wrapping, so the header keeps its height when the language name and
      // the currency arrive with the settings (that wrap was the pages' layout shift).
      [theme.mq.down('md')]: { rowGap: theme.spacing[2], columnGap: theme.spacing[4] },
    }),
    brand: css({
      display: 'inline-flex',
      alignItems: 'center',
      gap: theme.spacing[2],
      color: theme.colors.text,
      fontWeight: theme.typography.fontWeight.semibold,
      fontSize: theme.typography.fontSize.lg,
      textDecoration: 'none',
    }),
    nav: css({
      display: 'flex',
      gap: theme.spacing[4],
      flexWrap: 'wrap',
      [theme.mq.down('md')]: { flex: '1 1 0', minWidth: 0, flexWrap: 'nowrap', overflowX: 'auto', whiteSpace: 'nowrap' },
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
    }),
    account: css({
      marginInlineStart: 'auto',
      display: 'flex',
      alignItems: 'center',
      flexWrap: 'wrap',
      gap: theme.spacing[4],
      [theme.mq.down('md')]: {
        flexBasis: '100%',
        minWidth: 0,
        marginInlineStart: 0,
        flexWrap: 'nowrap',
        overflowX: 'auto',
        whiteSpace: 'nowrap',
        '& > *': { flexShrink: 0 },
      },
    }),
    cta: css({
      background: theme.colors.primary,
      color: theme.colors.onPrimary,
      borderRadius: theme.radii.md,
      paddingInline: theme.spacing[4],
      paddingBlock: theme.spacing[2],
      textDecoration: 'none',
    }),
  };
}

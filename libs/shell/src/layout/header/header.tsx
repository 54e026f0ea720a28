import type { ReactNode } from 'react';
import { css, useTheme, type Theme } from '@emotion/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useSite } from '../../app-shell/shell-context';
import { useLocalizedPath } from '../../app-shell/use-localized-path';
import { readCookie } from '../../storage/cookies';
import { selectLoginState } from '../../store/user-slice';
import { useAppSelector } from '../../store/store';

/** Site header: logo for the theme, site name, main navigation and the login state. */
export function Header({ actions }: { actions?: ReactNode }): ReactNode {
  const site = useSite();
  const theme = useTheme();
  const intl = useIntl();
  const localize = useLocalizedPath();
  const loginState = useAppSelector(selectLoginState);
  const styles = getStyles(theme);
  const nickname = readCookie('nickname');
  return (
    <header css={styles.header}>
      <Link to={localize('/')} css={styles.brand}>
        <img src={theme.mode === 'dark' ? site.logo.night : site.logo.light} alt="" width={28} height={28} />
        <span data-testid="site-name">{site.name}</span>
      </Link>
      <nav aria-label={intl.formatMessage({ id: 'shell.header.nav', defaultMessage: 'Main' })} css={styles.nav}>
        <Link css={styles.link} to={localize('/trade/BTC_USDT')}>
          <FormattedMessage id="shell.header.trade" defaultMessage="Trade" />
        </Link>
        <Link css={styles.link} to={localize('/futures/USDT/BTC_USDT')}>
          <FormattedMessage id="shell.header.futures" defaultMessage="Futures" />
        </Link>
        <Link css={styles.link} to={localize('/rewards_hub')}>
          <FormattedMessage id="shell.header.rewards" defaultMessage="Rewards" />
        </Link>
        {!site.hiddenReferral && (
          <Link css={styles.link} to={localize('/referral')}>
            <FormattedMessage id="shell.header.referral" defaultMessage="Referral" />
          </Link>
        )}
      </nav>
      <div css={styles.account}>
        {actions}
        {loginState === 'logged-in' ? (
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
            {!site.hiddenFooterSignup && (
              <Link css={styles.cta} to={localize('/signup')}>
                <FormattedMessage id="shell.header.signup" defaultMessage="Sign up" />
              </Link>
            )}
          </>
        )}
      </div>
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
    nav: css({ display: 'flex', gap: theme.spacing[4], flexWrap: 'wrap' }),
    link: css({ color: theme.colors.text, textDecoration: 'none', '&:hover': { textDecoration: 'underline' } }),
    account: css({ marginInlineStart: 'auto', display: 'flex', alignItems: 'center', gap: theme.spacing[4] }),
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

import type { MouseEvent, ReactNode } from 'react';
import { css, type Theme } from '@emotion/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { routePaths } from '@exchange/site-registry';
import { Drawer, useStyles } from '@exchange/ui';
import { useSite } from '../../context/shell-context';
import { useLocalizedPath } from '../../context/use-localized-path';
import { headerEntries } from '../header/header-rules';
import { RegionalLink } from '../../regional/regional-link/regional-link';
import { useLoginPrompt } from '../../regional/registration-modal/use-login-prompt';
import { readCookie } from '@exchange/platform';
import { selectLoginState } from '../../store/user-slice';
import { LOGIN_COOKIES } from '../../store/session-rules';
import { useAppSelector } from '../../store/store';
import { HeaderNavLinks, NOTIFICATIONS_PATH } from '../header/header-nav-links';
import { FiatSwitcher, LanguageSwitcher, ThemeSwitch } from '../header/header-switchers';


/**
 * Inline size of the phone menu: the narrowest phone (320 px) still sees a strip of the page
 * behind the backdrop at 360 px and up (not shown in the spec: our choice, see ui-decisions).
 */
const MENU_WIDTH_PX = 320;

/** Props of {@link HeaderMenu}. */
export interface HeaderMenuProps {
  open: boolean;
  /** Asked to close: Escape, the backdrop, the close button, or a link followed. */
  onClose: () => void;
  /** Id of the drawer, for the menu button's `aria-controls`. */
  id?: string;
}

/**
 * The header's menu under 992 px: a drawer from the inline end with what the collapsed header
 * leaves out: the navigation (Referral where the site shows it), the account entries,
 * Notifications and Download app, and the language, currency and theme switchers. Each entry
 * follows the same site flags as the wide header (`headerEntries`).
 */
export function HeaderMenu({ open, onClose, id }: HeaderMenuProps): ReactNode {
  const site = useSite();
  const intl = useIntl();
  const styles = useStyles(getStyles);
  const localize = useLocalizedPath();
  const loggedIn = useAppSelector(selectLoginState) === 'logged-in';
  const entries = headerEntries(site, loggedIn);
  const loginPrompt = useLoginPrompt();
  const nickname = readCookie(LOGIN_COOKIES.nickname);

  // A followed link closes the menu; a link whose modal opens instead (Stay tuned, the EU modal:
  // the regional link policy prevented its navigation) and the login prompt leave it open
  // underneath, so closing the dialog comes back here.
  const closeOnLink = (event: MouseEvent) => {
    if (!event.defaultPrevented && (event.target as Element).closest('a[href]')) onClose();
  };

  return (
    <Drawer open={open} onClose={onClose} id={id} width={MENU_WIDTH_PX} title={intl.formatMessage({ id: 'shell.header.menu', defaultMessage: 'Menu' })}>
      {/* Clicks are delegated from the links inside (Enter on a link is a click too). */}
      <div css={styles.body} onClick={closeOnLink}>
        <nav aria-label={intl.formatMessage({ id: 'shell.header.nav', defaultMessage: 'Main' })} css={styles.list}>
          <HeaderNavLinks linkCss={styles.item} />
        </nav>
        <div css={styles.list}>
          {loggedIn && (
            <>
              <span css={styles.note} data-testid="menu-login-state">
                <FormattedMessage id="shell.header.loggedInAs" defaultMessage="Logged in as {name}" values={{ name: nickname ?? '' }} />
              </span>
              <Link css={styles.item} to={localize('/myaccount/security')}>
                <FormattedMessage id="shell.header.account" defaultMessage="Account" />
              </Link>
            </>
          )}
          {entries.notification &&
            (loggedIn ? (
              <Link css={styles.item} to={localize(NOTIFICATIONS_PATH)}>
                <FormattedMessage id="shell.header.notifications" defaultMessage="Notifications" />
              </Link>
            ) : (
              <button type="button" css={styles.item} aria-haspopup="dialog" onClick={loginPrompt.prompt}>
                <FormattedMessage id="shell.header.notifications" defaultMessage="Notifications" />
              </button>
            ))}
          {entries.appDownload && (
            <RegionalLink css={styles.item} to={routePaths.appDownload(site)}>
              <FormattedMessage id="shell.header.download" defaultMessage="Download app" />
            </RegionalLink>
          )}
        </div>
        {(entries.langAndRate || entries.themeSwitch) && (
          <div role="group" aria-label={intl.formatMessage({ id: 'shell.header.preferences', defaultMessage: 'Preferences' })} css={styles.switchers}>
            {entries.langAndRate && (
              <>
                <LanguageSwitcher />
                <FiatSwitcher />
              </>
            )}
            {entries.themeSwitch && <ThemeSwitch />}
          </div>
        )}
      </div>
      {loginPrompt.modal}
    </Drawer>
  );
}

function getStyles(theme: Theme) {
  const { colors, spacing, typography, sizes, radii } = theme;
  // Gradient positions are physical: the knob starts at the inline start in either direction.
  const [knobOff, knobOn] = theme.direction === 'rtl' ? ['calc(100% - 8px)', '8px'] : ['8px', 'calc(100% - 8px)'];
  return {
    body: css({ display: 'flex', flexDirection: 'column', gap: spacing[4] }),
    list: css({
      display: 'flex',
      flexDirection: 'column',
      '&:empty': { display: 'none' },
      paddingBlockEnd: spacing[4],
      borderBlockEnd: `1px solid ${colors.border}`,
    }),
    item: css({
      display: 'flex',
      alignItems: 'center',
      minBlockSize: sizes.touchTarget,
      paddingInline: 0,
      border: 0,
      background: 'transparent',
      color: colors.text,
      font: 'inherit',
      fontSize: typography.fontSize.md,
      textAlign: 'start',
      textDecoration: 'none',
      overflowWrap: 'anywhere',
      cursor: 'pointer',
      '&:hover': { textDecoration: 'underline' },
      '&:focus-visible': { outline: `2px solid ${colors.focusRing}`, outlineOffset: 2 },
    }),
    note: css({ color: colors.mutedText, fontSize: typography.fontSize.sm, paddingBlock: spacing[2], overflowWrap: 'anywhere' }),
    // The switchers are the ui lib's own buttons: here they take the whole row and the touch height.
    switchers: css({
      display: 'grid',
      gap: spacing[2],
      '& button': {
        inlineSize: '100%',
        minBlockSize: sizes.touchTarget,
        justifyContent: 'space-between',
        whiteSpace: 'normal',
        textAlign: 'start',
      },
      // The theme switch is a text button in the wide header; here it is a row like its
      // neighbours, with a drawn track that shows its state (aria-pressed says it to readers).
      '& button[aria-pressed]': {
        paddingInline: spacing[3],
        border: `1px solid ${colors.border}`,
        background: colors.surface,
        color: colors.text,
        fontSize: typography.fontSize.sm,
        fontWeight: typography.fontWeight.regular,
        '&::after': {
          content: '""',
          flexShrink: 0,
          inlineSize: 36,
          blockSize: 20,
          borderRadius: radii.pill,
          border: `2px solid ${colors.mutedText}`,
          background: `radial-gradient(circle at ${knobOff} 50%, ${colors.mutedText} 5px, transparent 6px)`,
        },
        '&[aria-pressed="true"]::after': {
          borderColor: colors.primary,
          background: `radial-gradient(circle at ${knobOn} 50%, ${colors.primary} 5px, transparent 6px)`,
        },
      },
    }),
  };
}

import { useId, useState, type ReactNode } from 'react';
import { css, type Theme } from '@emotion/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { createRoutes } from '@exchange/site-registry';
import { useLocale, useSite } from '../../context/shell-context';
import { floatingMenuGeometry, isPhoneViewport, showFloatingDownloadMenu, showGiftBox } from './footer-rules';
import { useViewportWidth } from '../../widgets/use-viewport-width';
import { Link } from 'react-router';
import { BOTTOM_BARS_HEIGHT_VAR } from '../../widgets/constants';
import { useStyles } from '@exchange/ui';

/**
 * The footer floating download menu (spec 2 §2): a small button at the bottom of the page that
 * opens the app-download entry and, except on Turkey, the new-user gift box. Hidden for phones,
 * Hong Kong and EU, or when `hidden`.
 */
export function FloatingDownloadMenu({ hidden = false, viewportWidth }: { hidden?: boolean; viewportWidth?: number }): ReactNode {
  const site = useSite();
  const intl = useIntl();
  const windowWidth = useViewportWidth();
  const routes = createRoutes(useLocale(), site);
  const styles = useStyles(getStyles);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  if (!showFloatingDownloadMenu({ site, isPhone: isPhoneViewport(viewportWidth ?? windowWidth), explicitlyHidden: hidden })) return null;
  return (
    <aside css={styles.root} aria-label={intl.formatMessage({ id: 'shell.floatingMenu.label', defaultMessage: 'App download' })} data-testid="floating-download-menu">
      {open && (
        <ul id={panelId} css={styles.panel}>
          <li>
            <Link to={routes.appDownload()} css={styles.link}>
              <FormattedMessage id="shell.floatingMenu.download" defaultMessage="Download the app" />
            </Link>
          </li>
          {showGiftBox(site) && (
            <li data-testid="gift-box">
              <Link to={routes.rewardsHub()} css={styles.link}>
                <span aria-hidden="true">🎁 </span>
                <FormattedMessage id="shell.floatingMenu.gift" defaultMessage="New-user gifts" />
              </Link>
            </li>
          )}
        </ul>
      )}
      <button type="button" css={styles.button} aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        <FormattedMessage id="shell.floatingMenu.button" defaultMessage="Get the app" />
      </button>
    </aside>
  );
}

function getStyles(theme: Theme) {
  const geometry = floatingMenuGeometry(theme);
  return {
    root: css({
      position: 'fixed',
      // Above the compliance bars stuck to the bottom (they publish their height), never under
      // them; the footer keeps room for it (Footer), so at the page's foot it covers no text.
      insetBlockEnd: `calc(var(${BOTTOM_BARS_HEIGHT_VAR}, 0px) + ${geometry.inset}px)`,
      insetInlineStart: geometry.inset,
      zIndex: theme.zIndex.header,
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'flex-start',
      gap: theme.spacing[2],
    }),
    button: css({
      border: 0,
      borderRadius: theme.radii.md,
      background: theme.colors.primary,
      color: theme.colors.onPrimary,
      paddingInline: theme.spacing[4],
      // One touch target high, exactly: the footer's reserved room is computed from it.
      blockSize: geometry.button,
      whiteSpace: 'nowrap',
      font: 'inherit',
      cursor: 'pointer',
      '&:focus-visible': { outline: `2px solid ${theme.colors.focusRing}`, outlineOffset: 2 },
    }),
    panel: css({
      listStyle: 'none',
      margin: 0,
      padding: theme.spacing[3],
      display: 'grid',
      gap: theme.spacing[2],
      background: theme.colors.elevated,
      border: `1px solid ${theme.colors.border}`,
      borderRadius: theme.radii.md,
    }),
    link: css({ color: theme.colors.text }),
  };
}

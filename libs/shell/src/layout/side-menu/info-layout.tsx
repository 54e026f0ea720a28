import type { ReactNode } from 'react';
import { css, type Theme } from '@emotion/react';
import { defineMessages, useIntl, type IntlShape } from 'react-intl';
import type { SideMenuItem } from './side-menu-rules';
import { SideMenu } from './side-menu';
import { useStyles } from '@exchange/ui';

const labels = defineMessages({
  menu: { id: 'shell.info.aboutTitle', defaultMessage: 'About us' },
  about: { id: 'shell.info.about', defaultMessage: 'About us' },
  agreement: { id: 'shell.info.agreement', defaultMessage: 'User agreement' },
  privacy: { id: 'shell.info.privacy', defaultMessage: 'Privacy policy' },
  fee: { id: 'shell.info.fee', defaultMessage: 'Fee standards' },
});

/** The information pages' section menu: the pages the footers and the specs link to. */
function infoMenuItems(intl: IntlShape): SideMenuItem[] {
  return [
    { label: intl.formatMessage(labels.about), icon: 'ℹ', route: '/about-us', activeRoutes: ['/about_us', '/media-kit'] },
    { label: intl.formatMessage(labels.agreement), icon: '§', route: '/user-agreement' },
    { label: intl.formatMessage(labels.privacy), icon: '⚿', route: '/privacy-policy' },
    { label: intl.formatMessage(labels.fee), icon: '%', route: '/fee' },
  ];
}

/**
 * Information pages (about us, user agreement, privacy policy, fee standards and their kin): the
 * second side-menu variant (spec 2 §2: 288 px, 96 px below 1248, a bar below 768) beside the page,
 * the two centred together on a wide screen.
 */
export function InfoLayout({ children }: { children: ReactNode }): ReactNode {
  const intl = useIntl();
  const styles = useStyles(getStyles);
  return (
    <div css={styles.frame}>
      <SideMenu items={infoMenuItems(intl)} variant="compact" label={intl.formatMessage(labels.menu)} />
      <div css={styles.content}>{children}</div>
    </div>
  );
}

function getStyles(theme: Theme) {
  return {
    frame: css({ display: 'flex', alignItems: 'flex-start', justifyContent: 'center', gap: theme.spacing[6], [theme.mq.down('sm')]: { flexDirection: 'column', alignItems: 'stretch' } }),
    // The page keeps its readable measure (80ch, the page template's), so menu and page centre as one.
    content: css({ flex: '0 1 80ch', minInlineSize: 0, [theme.mq.down('sm')]: { flexBasis: 'auto', inlineSize: '100%' } }),
  };
}

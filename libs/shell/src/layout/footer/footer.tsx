import type { ReactNode } from 'react';
import { css, useTheme, type Theme } from '@emotion/react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { formatCopyright } from '@exchange/site-registry';
import { useSite } from '../../app-shell/shell-context';
import { useLocalizedPath } from '../../app-shell/use-localized-path';
import { now } from '../../storage/clock';
import { selectIsLoggedIn } from '../../store/user-slice';
import { useAppSelector } from '../../store/store';
import { footerLinks, type FooterLink } from './footer-links';

const labels = defineMessages<FooterLink['id']>({
  about: { id: 'shell.footer.about', defaultMessage: 'About us' },
  download: { id: 'shell.footer.download', defaultMessage: 'Download (media kit)' },
  userAgreement: { id: 'shell.footer.userAgreement', defaultMessage: 'User agreement' },
  fee: { id: 'shell.footer.fee', defaultMessage: 'Fee standards' },
  declaration: { id: 'shell.footer.declaration', defaultMessage: 'Customer declaration' },
  agreementDocument: { id: 'shell.footer.agreementDocument', defaultMessage: 'Download the agreement' },
});

/** The site's footer: its links (spec 2 §2 Footers) and the copyright line. */
export function Footer({ declarationSigned = false }: { declarationSigned?: boolean }): ReactNode {
  const site = useSite();
  const intl = useIntl();
  const localize = useLocalizedPath();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const styles = getStyles(useTheme());
  const links = footerLinks(site, { loggedIn, declarationSigned });
  return (
    <footer css={styles.footer}>
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
      <p css={styles.copyright}>{formatCopyright(site, new Date(now()).getUTCFullYear())}</p>
    </footer>
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
    list: css({ listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: theme.spacing[5], margin: 0, padding: 0 }),
    link: css({ color: theme.colors.text, textDecoration: 'underline', textUnderlineOffset: 3 }),
    copyright: css({ marginBlock: `${theme.spacing[4]}px 0`, color: theme.colors.mutedText, fontSize: theme.typography.fontSize.sm }),
  };
}

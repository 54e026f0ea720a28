import type { ReactNode } from 'react';
import { css, type Theme } from '@emotion/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { createRoutes } from '@exchange/site-registry';
import { Dialog, useStyles } from '@exchange/ui';
import { useLocale, useSite } from '../../context/shell-context';

/** Id of the element the registration micro-front-end mounts into. */
const REGISTRATION_CONTAINER_ID = 'micro-app-registration';

/**
 * Spec 2 §4: the registration modal visitors on web get for login/signup. It holds the container
 * the registration micro-front-end fills (its loader is not shown in the spec) and, until then,
 * links to the /login and /signup pages.
 */
/** What the registration modal takes. */
export interface RegistrationModalProps {
  open: boolean;
  onClose: () => void;
}

export function RegistrationModal({ open, onClose }: RegistrationModalProps): ReactNode {
  const intl = useIntl();
  const styles = useStyles(getStyles);
  const routes = createRoutes(useLocale(), useSite());
  return (
    <Dialog open={open} onClose={onClose} closeOnOverlayClick title={intl.formatMessage({ id: 'shell.registration.title', defaultMessage: 'Log in or sign up' })}>
      <div id={REGISTRATION_CONTAINER_ID} data-micro-app="registration" />
      <p css={styles.text}>
        <FormattedMessage id="shell.registration.body" defaultMessage="Log in or create an account to continue." />
      </p>
      <div css={styles.links}>
        <Link to={routes.login()} css={styles.link} onClick={onClose}>
          <FormattedMessage id="shell.registration.login" defaultMessage="Log in" />
        </Link>
        <Link to={routes.signup()} css={styles.link} onClick={onClose}>
          <FormattedMessage id="shell.registration.signup" defaultMessage="Sign up" />
        </Link>
      </div>
    </Dialog>
  );
}

function getStyles(theme: Theme) {
  return {
    text: css({ margin: 0, color: theme.colors.mutedText }),
    links: css({ display: 'flex', gap: theme.spacing[4], marginBlockStart: theme.spacing[4] }),
    link: css({ color: theme.colors.primary, fontWeight: theme.typography.fontWeight.medium }),
  };
}

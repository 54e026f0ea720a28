import { useState, type ReactNode } from 'react';
import { css, useTheme, type Theme } from '@emotion/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { createRoutes } from '@exchange/site-registry';
import { Dialog } from '@exchange/ui';
import { useLocale, useSite } from '../../context/shell-context';
import { currentNativeApp, deepLinks } from '@exchange/platform';
import { loginPromptAction } from '../regional-link/link-rules';

/** Id of the element the registration micro-front-end mounts into. */
const REGISTRATION_CONTAINER_ID = 'micro-app-registration';

/**
 * Spec 2 §4: the registration modal visitors on web get for login/signup. It holds the container
 * the registration micro-front-end fills (its loader is not shown in the spec) and, until then,
 * links to the /login and /signup pages.
 */
export function RegistrationModal({ open, onClose }: { open: boolean; onClose: () => void }): ReactNode {
  const intl = useIntl();
  const styles = getStyles(useTheme());
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

/**
 * Asks a visitor to log in: native login in the app's webview, the registration modal on web
 * (spec 2 §4). Render `modal` once; call `prompt()` from the entry that needs login.
 */
export function useLoginPrompt(nativeApp = currentNativeApp()): { prompt: () => void; modal: ReactNode } {
  const [open, setOpen] = useState(false);
  const prompt = () => {
    if (loginPromptAction(nativeApp) === 'native-login') {
      // Only the app's web view opens native screens: the link policy loads for it alone.
      void import('@exchange/platform/deep-link').then(({ openDeepLink }) => openDeepLink(deepLinks.login()));
    } else setOpen(true);
  };
  return { prompt, modal: <RegistrationModal open={open} onClose={() => setOpen(false)} /> };
}

function getStyles(theme: Theme) {
  return {
    text: css({ margin: 0, color: theme.colors.mutedText }),
    links: css({ display: 'flex', gap: theme.spacing[4], marginBlockStart: theme.spacing[4] }),
    link: css({ color: theme.colors.primary, fontWeight: theme.typography.fontWeight.medium }),
  };
}

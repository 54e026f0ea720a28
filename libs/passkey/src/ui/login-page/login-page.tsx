import { css, type Theme } from '@emotion/react';
import { useId, useState, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { selectIsLoggedIn, useAppSelector, useLocalizedPath } from '@exchange/shell';
import { Button, useStyles } from '@exchange/ui';
import { SIGNUP_ROUTE } from '../../constants';
import type { PasskeyAuthResult } from '../../service/types';
import { passkeyMessages } from '../messages';
import { authOutcomeMessage } from '../outcome-message-rules';
import { PasskeyStatus, type PasskeyNotice } from '../passkey-status';
import { AUTH_FAILED, usePasskeyAction } from '../use-passkey-action';
import { usePasskeySupport } from '../use-passkey-support';

/** Props of {@link LoginPage}. */
export interface LoginPageProps {
  /** After a passkey login; default: a full load of the home page so the whole shell sees the new cookies. */
  onLoggedIn?: () => void;
  /** The app's own login, used in its webview when passkeys are not supported. */
  onNativeFallback?: () => void;
}

/**
 * `/login`: quick login with a passkey where supported, a link to sign up, and a note that
 * password login lives in the registration micro-app.
 */
export function LoginPage({ onLoggedIn, onNativeFallback }: LoginPageProps): ReactNode {
  const styles = useStyles(getStyles);
  const headingId = useId();
  const localize = useLocalizedPath();
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const availability = usePasskeySupport(onNativeFallback !== undefined);
  const { run } = usePasskeyAction<PasskeyAuthResult>(AUTH_FAILED);
  const [notice, setNotice] = useState<PasskeyNotice | undefined>(undefined);
  const [justLoggedIn, setJustLoggedIn] = useState(false);

  const onQuickLogin = async () => {
    setNotice({ tone: 'info', message: passkeyMessages.waiting });
    const result = await run((service) => service.quickLogin());
    if (!result) return;
    if (result.aborted) return setNotice(undefined);
    if (result.outcome === 'SUCCESS') {
      setJustLoggedIn(true);
      setNotice({ tone: 'success', message: passkeyMessages.loggedIn });
      (onLoggedIn ?? (() => window.location.assign(localize('/'))))();
      return;
    }
    setNotice({ tone: 'error', message: authOutcomeMessage(result.outcome) });
  };

  return (
    <section css={styles.page} aria-labelledby={headingId}>
      <h1 id={headingId} css={styles.title}>
        <FormattedMessage {...passkeyMessages.loginTitle} />
      </h1>
      {isLoggedIn && !justLoggedIn ? (
        <p>
          <FormattedMessage {...passkeyMessages.alreadyLoggedIn} /> <Link to={localize('/')}>
            <FormattedMessage {...passkeyMessages.goHome} />
          </Link>
        </p>
      ) : (
        <>
          {availability === 'passkey' && (
            // Stays clickable while pending: a second click starts over and aborts the first (spec §4).
            <Button block size="lg" onClick={onQuickLogin}>
              <FormattedMessage {...passkeyMessages.loginWithPasskey} />
            </Button>
          )}
          {availability === 'native-fallback' && (
            <Button block size="lg" onClick={onNativeFallback}>
              <FormattedMessage {...passkeyMessages.loginInApp} />
            </Button>
          )}
          <PasskeyStatus notice={notice} />
          <p css={styles.muted}>
            <FormattedMessage {...passkeyMessages.passwordNote} />
          </p>
        </>
      )}
      <p>
        <FormattedMessage {...passkeyMessages.noAccount} /> <Link to={localize(SIGNUP_ROUTE)}>
          <FormattedMessage {...passkeyMessages.signUp} />
        </Link>
      </p>
    </section>
  );
}

function getStyles(theme: Theme) {
  return {
    page: css({
      maxInlineSize: 420,
      marginInline: 'auto',
      paddingBlock: theme.spacing[8],
      paddingInline: theme.spacing[4],
      color: theme.colors.text,
      display: 'flex',
      flexDirection: 'column',
      gap: theme.spacing[3],
    }),
    title: css({ fontSize: theme.typography.fontSize.xl, fontWeight: theme.typography.fontWeight.semibold }),
    muted: css({ color: theme.colors.mutedText, fontSize: theme.typography.fontSize.sm }),
  };
}
